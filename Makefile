# ama build, test and packaging targets. `make test` and `make lint` are what CI runs (.ci/run).

CARGO ?= cargo
PREFIX ?= $(HOME)/.local
MUSL_TARGET := x86_64-unknown-linux-musl

.PHONY: build release test lint static bench install clean vendor check-offline

build:
	$(CARGO) build --release

release: build

test:
	$(CARGO) test --release --locked

lint:
	$(CARGO) fmt --check
	$(CARGO) clippy --release --locked --all-targets -- -D warnings

# A static-pie, stripped x86_64 musl binary with the dist profile (fat LTO, one codegen unit).
static:
	rustup target list --installed | grep -qx $(MUSL_TARGET) || rustup target add $(MUSL_TARGET)
	CC_x86_64_unknown_linux_musl=$${CC_x86_64_unknown_linux_musl:-$$(command -v musl-gcc || echo gcc)} \
	RUSTFLAGS="-C target-feature=+crt-static" \
		$(CARGO) build --locked --profile dist --target $(MUSL_TARGET)
	@ls -l target/$(MUSL_TARGET)/dist/ama

bench:
	$(CARGO) build --release --locked --bin ama --bench bench
	$(CARGO) bench --locked --bench bench

install: build
	install -d $(PREFIX)/bin
	install -m 0755 target/release/ama $(PREFIX)/bin/ama
	@echo "installed $(PREFIX)/bin/ama"

clean:
	$(CARGO) clean

# Refreshes vendor/ from Cargo.lock, keeping only what Linux and macOS targets need (the list is
# [package.metadata.vendor-filter] in Cargo.toml). Run it after every dependency change and commit
# vendor/ with it. The source replacement in .cargo/config.toml is set aside while it runs, so new
# crates resolve from crates.io; the result goes to vendor.new first, so a failure leaves vendor/
# as it was. Running it twice gives the same tree.
vendor:
	@command -v cargo-vendor-filterer >/dev/null 2>&1 || { \
	  echo "error: make vendor needs cargo-vendor-filterer; install it with: cargo install cargo-vendor-filterer" >&2; \
	  exit 1; }
	rm -rf vendor.new
	@set -e; mv .cargo/config.toml .cargo/config.toml.off; \
	  trap 'mv .cargo/config.toml.off .cargo/config.toml' EXIT INT TERM; \
	  echo "$(CARGO) vendor-filterer vendor.new"; $(CARGO) vendor-filterer vendor.new >/dev/null
	rm -rf vendor && mv vendor.new vendor
	$(CARGO) metadata --offline --locked --format-version 1 >/dev/null
	@echo "vendor/ matches Cargo.lock: $$(ls vendor | wc -l) crates, $$(du -sh vendor | cut -f1)"

# The offline build: in a new network namespace with no network (unshare -rn), with an empty
# CARGO_HOME (no registry cache, no user config) and a fresh target dir, for every target (tests,
# benches, examples) so the dev-dependencies are covered too.
check-offline:
	rm -rf target/check-offline
	mkdir -p target/check-offline/cargo-home
	unshare -rn env CARGO_HOME="$(CURDIR)/target/check-offline/cargo-home" \
		CARGO_TARGET_DIR="$(CURDIR)/target/check-offline/target" \
		RUSTUP_HOME="$${RUSTUP_HOME:-$(HOME)/.rustup}" \
		$(CARGO) build --offline --locked --all-targets
	rm -rf target/check-offline
	@echo "check-offline: cargo build --offline --locked passed with no network and an empty CARGO_HOME"
