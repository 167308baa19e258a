# sheetgen: `make demo` sets up, builds and writes examples into Output/; `make test` runs the tests;
# `make install` puts sheetgen on the PATH (PREFIX=~/.local installs it for you alone, without root).
# Both install the Debian packages they need when missing (as root, or through sudo).

# chromium prints packs to PDF (`party --pdf`, `cards --pdf`); poppler-utils' pdfinfo checks them in the tests.
APT_PACKAGES := libcmark-gfm-dev libcmark-gfm-extensions-dev cmark-gfm libsqlite3-dev libcurl4-openssl-dev wamerican wdutch chromium poppler-utils python3-feedparser
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
BIN = $(shell swift build -c release --show-bin-path)
# The demo's simulated games end on this day, so that its boards of this week and this month have
# games; give another (DEMO_UNTIL=2026-11-19) for the same demo on any day.
DEMO_UNTIL ?= $(shell date -u +%F)

# Where `make install` puts sheetgen, its shell completions and its man page; DESTDIR for packagers.
PREFIX ?= /usr/local
override PREFIX := $(patsubst ~/%,$(HOME)/%,$(PREFIX))
DESTDIR ?=
# sudo only where PREFIX cannot be written as you are.
PREFIX_SUDO = sudo=$$(mkdir -p "$(DESTDIR)$(PREFIX)" 2>/dev/null && [ -w "$(DESTDIR)$(PREFIX)" ] || echo sudo)

.PHONY: deps build demo test bench clean install uninstall

deps:
	@missing=$$(for p in $(APT_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || echo $$p; done); \
	if [ -n "$$missing" ]; then \
		echo "Installing Debian packages:" $$missing; \
		$(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	fi

# The Swift runtime and Foundation are linked in statically: the binary starts in about two thirds
# of the time (fewer libraries to load and relocate); Foundation's static form needs libcurl.
build: deps
	swift build -c release --product sheetgen --static-swift-stdlib

# The man page is swift-argument-parser's generate-manual, run on the command's own help; the
# completions are the ones the command writes itself. The binary is installed stripped of its
# symbols (70 MB instead of 114).
install: build
	swift build -c release --product generate-manual --static-swift-stdlib
	rm -rf .build/install && mkdir -p .build/install
	$(BIN)/generate-manual $(BIN)/sheetgen --output-directory .build/install
	for shell in bash zsh fish; do \
		$(BIN)/sheetgen --generate-completion-script $$shell > .build/install/completion.$$shell || exit 1; done
	@$(PREFIX_SUDO); set -e; \
	$$sudo install -D -s -m 755 $(BIN)/sheetgen "$(DESTDIR)$(PREFIX)/bin/sheetgen"; \
	$$sudo install -D -m 644 .build/install/completion.bash "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/sheetgen"; \
	$$sudo install -D -m 644 .build/install/completion.zsh "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_sheetgen"; \
	$$sudo install -D -m 644 .build/install/completion.fish "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/sheetgen.fish"; \
	$$sudo install -D -m 644 .build/install/sheetgen.1 "$(DESTDIR)$(PREFIX)/share/man/man1/sheetgen.1"; \
	echo "Installed $(DESTDIR)$(PREFIX)/bin/sheetgen, its man page and its bash, zsh and fish completions."; \
	case ":$$PATH:" in *":$(PREFIX)/bin:"*) ;; *) echo "Add $(PREFIX)/bin to your PATH to run sheetgen by name.";; esac

uninstall:
	@$(PREFIX_SUDO); p="$(DESTDIR)$(PREFIX)"; $$sudo rm -f "$$p/bin/sheetgen" \
		"$$p/share/bash-completion/completions/sheetgen" "$$p/share/zsh/site-functions/_sheetgen" \
		"$$p/share/fish/vendor_completions.d/sheetgen.fish" "$$p/share/man/man1/sheetgen.1"; \
		echo "Removed sheetgen from $$p."

demo: build
	mkdir -p Output
	$(BIN)/sheetgen character --seed 7 --output Output/character-7.html
	$(BIN)/sheetgen character --seed 42 --class elf --output Output/character-42-elf.html
	$(BIN)/sheetgen character --seed 7 --format json --output Output/character-7.json
	$(BIN)/sheetgen party --seed 7 --count 4 --output Output/party-7.html
	$(BIN)/sheetgen party --seed 7 --count 4 --output Output/party-7.pdf
	$(BIN)/sheetgen cards --seed 1 --count 18 --paper letter --output Output/cards-1.pdf
	rm -f demo-vault.sqlite
	$(BIN)/sheetgen ghost simulate --games 150 --seed 1 --until $(DEMO_UNTIL) --vault demo-vault.sqlite
	$(BIN)/sheetgen ghost simulate --games 60 --seed 2 --until $(DEMO_UNTIL) --language dutch --players Bas Lo Wilene Joey --vault demo-vault.sqlite
	$(BIN)/sheetgen bullseye simulate --variant classic --rounds 10 --seed 1 --player Ally --skill 80 --until $(DEMO_UNTIL) --vault demo-vault.sqlite
	$(BIN)/sheetgen bullseye simulate --variant rgb --rounds 8 --seed 2 --player Joey --skill 60 --until $(DEMO_UNTIL) --vault demo-vault.sqlite
	$(BIN)/sheetgen bullseye simulate --variant reverse --rounds 10 --seed 3 --player Ally --skill 95 --until $(DEMO_UNTIL) --vault demo-vault.sqlite
	$(BIN)/sheetgen bullseye simulate --variant classic --rounds 10 --seed 4 --player Lisa --skill 40 --until $(DEMO_UNTIL) --vault demo-vault.sqlite
	$(BIN)/sheetgen character save --seed 7 --class cleric --name "Brother Aldous" --vault demo-vault.sqlite
	$(BIN)/sheetgen character save --seed 40 --class elf --name Wren --vault demo-vault.sqlite
	$(BIN)/sheetgen character award --xp 1600 --all --vault demo-vault.sqlite
	$(BIN)/sheetgen character level-up 1 --seed 2 --auto --vault demo-vault.sqlite
	$(BIN)/sheetgen character memorise 1 "Cure Light Wounds" --vault demo-vault.sqlite
	$(BIN)/sheetgen character retainer --employer 1 --class fighter --seed 11 --vault demo-vault.sqlite
	$(BIN)/sheetgen character --seed 10 --class magic-user --level 14 --output Output/character-10-level-14.html
	$(BIN)/sheetgen character export --format foundry-ose --output Output/foundry --vault demo-vault.sqlite
	$(BIN)/sheetgen build --output Output/site
	$(BIN)/sheetgen build --config campaign-vault.yml --content Vault --output Output/vault
	@echo "Wrote Output/character-7.html, Output/character-42-elf.html, Output/character-10-level-14.html, Output/character-7.json, Foundry VTT actors (Output/foundry/), a party pack (Output/party-7.html and .pdf), item cards (Output/cards-1.pdf), the demo site in Output/site/ and the demo campaign vault's site in Output/vault/"

# Builds everything, fails on any compiler warning in our own code, then runs every test.
test: deps
	swift build --build-tests > .build-test.log 2>&1 || { cat .build-test.log; rm -f .build-test.log; exit 1; }
	@cat .build-test.log
	@if grep -E "^$(CURDIR)/(Sources|Tests|Plugins)/.*warning:" .build-test.log; then \
		echo "Compiler warnings in sheetgen's own code (above): fix them."; rm -f .build-test.log; exit 1; fi
	@rm -f .build-test.log
	swift test

# Also needs hugo (for the comparison) and /usr/bin/time; installs them when missing.
bench: deps
	@for p in hugo time hyperfine; do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then $(SUDO) apt-get update -qq && $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; fi
	bash Scripts/bench.sh

clean:
	rm -rf .build Output
