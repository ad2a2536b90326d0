# Botmat: `make run` starts the app, `make test` runs the whole suite; both set everything up.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: run test bench lint translations package package-test clean

$(STAMP): pyproject.toml
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

translations: $(STAMP)
	$(PY) -m tools.i18n compile

run: translations
	$(PY) -m desktop

test: translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: translations
	QT_QPA_PLATFORM=offscreen $(PY) tools/bench.py

lint: $(STAMP)
	$(VENV)/bin/ruff check desktop tests tools rules packaging
	$(VENV)/bin/ruff format --check desktop tests tools rules packaging
	$(VENV)/bin/mypy  # what it checks, and how strictly: [tool.mypy] in pyproject.toml

# Release build (docs/packaging.md): PyInstaller folder, .tar.gz and .deb in dist/; prints sizes.
PKG_STAMP := $(VENV)/.installed-package

$(PKG_STAMP): $(STAMP)
	$(PY) -m pip install -q -e '.[package]'
	touch $(PKG_STAMP)

package: translations $(PKG_STAMP)
	bash packaging/linux/build-deps.sh
	$(PY) packaging/build.py all

# The recipe checks with every tool present (NSIS, desktop-file-validate), then the built .deb:
# installs it, starts it under Xvfb with a fresh HOME, measures cold start, purges it.
package-test: package
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q tests/packaging
	$(PY) packaging/linux/smoke_test.py

clean:
	rm -rf $(VENV) build dist translations/*.qm
