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
	$(PY) tools/i18n.py compile

run: translations
	$(PY) -m desktop

test: translations
	QT_QPA_PLATFORM=offscreen $(PY) -m pytest -q

bench: translations
	QT_QPA_PLATFORM=offscreen $(PY) tools/bench.py

lint: $(STAMP)
	$(VENV)/bin/ruff check desktop tests tools rules

clean:
	rm -rf $(VENV) build dist translations/*.qm
