# ama build, test and packaging targets. `make test` is what CI runs (.ci/run).

CARGO ?= cargo
PREFIX ?= $(HOME)/.local
MUSL_TARGET := x86_64-unknown-linux-musl

.PHONY: build release test lint static bench install clean

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
