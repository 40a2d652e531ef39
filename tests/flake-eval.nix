# Evaluates flake.nix against a stub nixpkgs, for `make check-flake` on machines whose Nix is old
# and cannot fetch nixpkgs. It checks what can be checked without building: every output exists
# for every system, the package builds from vendor/ (cargoVendorDir, no cargoHash or cargoLock),
# the static variant exists on Linux only, and the rustc version guard fires on an old rustc.
# The stub's functions mirror the nixpkgs lib functions the flake uses, with the same meaning.
#
#   nix-instantiate --eval --strict tests/flake-eval.nix
let
  flake = import ../flake.nix;

  lib = {
    genAttrs = names: f: builtins.listToAttrs (map (n: { name = n; value = f n; }) names);
    optionalAttrs = cond: attrs: if cond then attrs else { };
    optionals = cond: list: if cond then list else [ ];
    assertMsg = pred: msg: pred || builtins.throw msg;
    versionAtLeast = v: min: builtins.compareVersions v min >= 0;
    getVersion = drv: (builtins.parseDrvName drv.name).version;
    licenses.mit = "MIT";
    fileset = {
      unions = paths: paths;
      toSource = { root, fileset }: { inherit root fileset; };
    };
  };

  # A package set whose builders return their arguments, so the test can look at them.
  pkgsFor =
    system: rustcVersion:
    let
      isLinux = builtins.match ".*-linux" system != null;
      self = {
        stdenv.hostPlatform = { inherit isLinux system; };
        rustc.name = "rustc-wrapper-${rustcVersion}";
        rustPlatform.buildRustPackage =
          args: args // { builtWith = "buildRustPackage"; outPath = "/nix/store/stub-${args.pname}"; };
        mkShell = args: args // { builtWith = "mkShell"; };
        pkgsStatic = self // { isStatic = true; };
      }
      // builtins.listToAttrs (
        map (n: { name = n; value = { name = n; }; }) [
          "cargo" "clippy" "rustfmt" "rust-analyzer" "gnumake" "git" "bash" "bubblewrap"
        ]
      );
    in
    self;

  nixpkgsWith = rustcVersion: {
    inherit lib;
    legacyPackages = lib.genAttrs [
      "x86_64-linux"
      "aarch64-linux"
      "x86_64-darwin"
      "aarch64-darwin"
    ] (system: pkgsFor system rustcVersion);
  };

  outputsWith =
    rustcVersion:
    let
      result = flake.outputs {
        self = result;
        nixpkgs = nixpkgsWith rustcVersion;
      };
    in
    result;

  out = outputsWith "1.91.0";
  old = outputsWith "1.86.0";
  manifest = (builtins.fromTOML (builtins.readFile ../Cargo.toml)).package;
  check = cond: msg: if cond then true else builtins.throw "flake check failed: ${msg}";
  default = out.packages.x86_64-linux.default;
  oldEval = builtins.tryEval (old.packages.x86_64-linux.default.pname);
in
assert check (builtins.attrNames out == [ "apps" "checks" "devShells" "packages" ]) "outputs";
assert check (builtins.attrNames out.packages.x86_64-linux == [ "default" "static" ]) "linux packages";
assert check (builtins.attrNames out.packages.aarch64-darwin == [ "default" ]) "darwin has no static";
assert check (default.cargoVendorDir == "vendor") "builds from vendor/";
assert check (!(default ? cargoHash) && !(default ? cargoLock)) "fetches no crates";
assert check (default.pname == "ama" && default.version == manifest.version) "name and version";
assert check (default.doCheck == false && out.checks.x86_64-linux.default.doCheck) "checks run tests";
assert check (out.packages.x86_64-linux.static.src == default.src) "static builds the same source";
assert check (builtins.elem ../vendor default.src.fileset) "vendor/ is in the source";
assert check (builtins.elem ../build.rs default.src.fileset && builtins.elem ../link default.src.fileset) "build.rs and link/ are in the source";
assert check (out.apps.aarch64-linux.default.type == "app") "app";
assert check (builtins.match ".*/bin/ama" out.apps.x86_64-linux.default.program != null) "app program";
assert check (out.devShells.x86_64-linux.default.builtWith == "mkShell") "devShell";
assert check (!oldEval.success) "an old rustc is refused";
"flake.nix evaluates: packages.{default,static}, apps.default, devShells.default, checks.default"
