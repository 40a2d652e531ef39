# The Nix flake of ama, for Nix users and air-gapped installs. Every output builds from the
# vendored crates in vendor/ (cargoVendorDir), so a build fetches nothing but nixpkgs itself, which
# may come from the local store or registry (docs/getting-started.md, "Nix").
#
#   nix build              packages.default: ama for this system
#   nix build .#static     packages.static: a static musl binary (Linux only)
#   nix run . -- -p "…"    apps.default
#   nix develop            devShells.default: cargo, rustc, clippy, rustfmt, bubblewrap, git
#   nix flake check        checks.default: the package with its test suite
{
  description = "ama: a terminal AI coding agent in one small, static, synchronous binary";

  # Rust >= 1.88 (Cargo.toml rust-version, edition 2024) is in nixos-25.11 and later. Offline:
  # --override-input nixpkgs <a nixpkgs in the store or registry>.
  inputs.nixpkgs.url = "github:NixOS/nixpkgs/nixos-25.11";

  outputs =
    { self, nixpkgs }:
    let
      inherit (nixpkgs) lib;
      systems = [
        "x86_64-linux"
        "aarch64-linux"
        "x86_64-darwin"
        "aarch64-darwin"
      ];
      forAllSystems = f: lib.genAttrs systems (system: f nixpkgs.legacyPackages.${system});
      manifest = (builtins.fromTOML (builtins.readFile ./Cargo.toml)).package;

      # Only what cargo reads: a change to the docs does not rebuild ama. Cargo.toml names the test,
      # bench and example targets, so their sources are part of the build too; build.rs and the
      # linker script it passes (link/hot-text.ld) shape the binary.
      src = lib.fileset.toSource {
        root = ./.;
        fileset = lib.fileset.unions [
          ./Cargo.toml
          ./Cargo.lock
          ./.cargo
          ./build.rs
          ./link
          ./vendor
          ./src
          ./tests
          ./benches
          ./examples
        ];
      };

      ama =
        { pkgs, doCheck ? false }:
        let
          rustcVersion = lib.getVersion pkgs.rustc;
        in
        assert lib.assertMsg (lib.versionAtLeast rustcVersion manifest.rust-version)
          "ama needs rustc >= ${manifest.rust-version} (Cargo.toml rust-version); this nixpkgs has ${rustcVersion}: use nixos-25.11 or newer";
        pkgs.rustPlatform.buildRustPackage {
          pname = manifest.name;
          inherit (manifest) version;
          inherit src doCheck;
          # The crates come from vendor/ in the source, never from the network.
          cargoVendorDir = "vendor";
          cargoBuildFlags = [
            "--bin"
            "ama"
          ];
          # The integration tests run the real binary against a mock server on loopback and need
          # bash; they run in `nix flake check`, not in every build.
          nativeCheckInputs = [
            pkgs.bash
            pkgs.git
          ];
          meta = {
            inherit (manifest) description;
            license = lib.licenses.mit;
            mainProgram = "ama";
            platforms = systems;
          };
        };
    in
    {
      packages = forAllSystems (
        pkgs:
        {
          default = ama { inherit pkgs; };
        }
        // lib.optionalAttrs pkgs.stdenv.hostPlatform.isLinux {
          # musl, statically linked: copy the binary into any Linux root or `FROM scratch` image.
          static = ama { pkgs = pkgs.pkgsStatic; };
        }
      );

      apps = forAllSystems (pkgs: {
        default = {
          type = "app";
          program = "${self.packages.${pkgs.stdenv.hostPlatform.system}.default}/bin/ama";
          meta.description = manifest.description;
        };
      });

      checks = forAllSystems (pkgs: {
        default = ama {
          inherit pkgs;
          doCheck = true;
        };
      });

      devShells = forAllSystems (pkgs: {
        default = pkgs.mkShell {
          packages = [
            pkgs.cargo
            pkgs.rustc
            pkgs.clippy
            pkgs.rustfmt
            pkgs.rust-analyzer
            pkgs.gnumake
            pkgs.git
            pkgs.bash
          ]
          ++ lib.optionals pkgs.stdenv.hostPlatform.isLinux [ pkgs.bubblewrap ];
        };
      });
    };
}
