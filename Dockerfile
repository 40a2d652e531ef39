# The ama container image. Stage `build` compiles the static musl binary offline, from vendor/
# (no crates are downloaded), for the platform being built (amd64 or arm64). The final stage is
# `FROM scratch`: the binary, a world-writable /tmp, and a passwd entry for user `ama` whose HOME
# is writable, so sessions persist while the container lives. TLS uses the embedded webpki roots.
#
#   docker build -t ama .
#   docker run --rm -it -v "$PWD:/workspace" -e ANTHROPIC_API_KEY ama -p "explain this project"
#
# There is no shell in the scratch image, so ama's bash tool cannot run commands there; build the
# `tools` stage (`docker build --target tools -t ama:tools .`) for an image with bash and git.
# docs/getting-started.md has the details.

ARG RUST_VERSION=1.95

FROM rust:${RUST_VERSION}-alpine AS build
# The distribution's current gcc and musl headers are wanted, not a pinned version.
# hadolint ignore=DL3018
RUN apk add --no-cache gcc musl-dev
WORKDIR /src
COPY . .
# An explicit --target keeps +crt-static off the host's proc-macro builds. The relative
# relocations are packed (RELR) as in `make static` (docs/performance.md, "Binary size").
RUN target="$(uname -m)-unknown-linux-musl" \
 && RUSTFLAGS="-C target-feature=+crt-static -C link-arg=-Wl,-z,pack-relative-relocs" \
    cargo build --offline --locked --profile dist --bin ama --target "$target" \
 && install -D -m 0755 "target/$target/dist/ama" /out/ama \
 && /out/ama --version
# The scratch image's files: /tmp (1777), an empty /workspace, and the passwd and group entries.
RUN mkdir -p /rootfs/tmp /rootfs/etc /rootfs/workspace /rootfs/home/ama \
 && chmod 1777 /rootfs/tmp \
 && printf 'root:x:0:0:root:/root:/sbin/nologin\nama:x:1000:1000:ama:/home/ama:/sbin/nologin\n' \
      > /rootfs/etc/passwd \
 && printf 'root:x:0:\nama:x:1000:\n' > /rootfs/etc/group

# Optional: the same binary on Debian with bash and git, for the bash tool.
FROM debian:bookworm-slim AS tools
# hadolint ignore=DL3008
RUN apt-get update \
 && apt-get install -y --no-install-recommends bash git \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --create-home --uid 1000 --shell /bin/bash ama \
 && mkdir /workspace && chown ama:ama /workspace
COPY --from=build /out/ama /usr/local/bin/ama
USER 1000:1000
WORKDIR /workspace
ENTRYPOINT ["/usr/local/bin/ama"]
CMD ["--help"]

# The default image.
FROM scratch
COPY --from=build /rootfs/ /
COPY --from=build --chown=1000:1000 /rootfs/home/ama /home/ama
COPY --from=build --chown=1000:1000 /rootfs/workspace /workspace
COPY --from=build /out/ama /usr/local/bin/ama
USER 1000:1000
ENV HOME=/home/ama PATH=/usr/local/bin
WORKDIR /workspace
ENTRYPOINT ["/usr/local/bin/ama"]
CMD ["--help"]
