# Botmat: `make run` starts the app, `make test` runs the whole suite; both set everything up.
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

# Every install takes the exact versions of constraints.txt (runtime, test, packaging and build
# tools), so a fresh clone runs what the suite last passed with; `make lock` refreshes it on purpose
# (docs/packaging.md, "The lock"). PIP_CONSTRAINT also reaches pip's isolated build of the app.
LOCK := constraints.txt
export PIP_CONSTRAINT := $(CURDIR)/$(LOCK)

.PHONY: run test bench lint lock translations package package-test clean

$(STAMP): pyproject.toml $(LOCK)
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip setuptools wheel
	$(PY) -m pip install -q -e '.[test]'
	touch $(STAMP)

# A scratch venv resolves pyproject.toml's ranges anew (newest releases), and its exact set becomes
# the lock. Then run `make test` and `make package-test` before committing the new constraints.txt.
LOCK_VENV := build/lock-venv
lock:
	rm -rf $(LOCK_VENV)
	$(PYTHON) -m venv $(LOCK_VENV)
	PIP_CONSTRAINT= $(LOCK_VENV)/bin/python -m pip install -q --upgrade pip setuptools wheel
	PIP_CONSTRAINT= $(LOCK_VENV)/bin/python -m pip install -q '.[test,package]'
	{ echo "# The exact versions every install uses (make lock writes it; docs/packaging.md)."; \
	  $(LOCK_VENV)/bin/python -m pip freeze --all --exclude botmat; } > $(LOCK).new
	mv $(LOCK).new $(LOCK)
	rm -rf $(LOCK_VENV)

translations: $(STAMP)
	$(PY) -m tools.i18n compile

run: translations
	$(PY) -m desktop

# One worker per processor (pytest-xdist): each test has its own data folder and Qt objects, and a
# worker stays small (one process took 2.5x as long on 2 cores: docs/architecture.md, "A test").
test: translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q -n auto

# Speed figures against their goals (tools/bench_*.py). The start is timed for the source tree and,
# once `make package` has built it, for the installed app in dist/botmat ("not built" otherwise).
bench: translations
	QT_QPA_PLATFORM=offscreen $(PY) tools/bench.py

lint: $(STAMP)
	$(VENV)/bin/ruff check desktop tests tools rules packaging
	$(VENV)/bin/ruff format --check desktop tests tools rules packaging
	$(VENV)/bin/mypy  # what it checks, and how strictly: [tool.mypy] in pyproject.toml

# Release build (docs/packaging.md): PyInstaller folder, .tar.gz and .deb in dist/; prints sizes.
PKG_STAMP := $(VENV)/.installed-package

$(PKG_STAMP): $(STAMP) $(LOCK)
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
