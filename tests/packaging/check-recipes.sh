#!/bin/sh
# The recipes this Linux machine cannot run end to end: the Flatpak manifest parses and names
# only paths that exist; the WiX source compiles with wixl over a tree staged like the output
# of windeployqt, and the MSI holds the Start-menu shortcut, the icon and the upgrade code.
#   check-recipes.sh SOURCE_DIR VERSION
set -eu
src=$1; version=$2
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

python3 "$src/packaging/flatpak/check-manifest.py" "$src/packaging/flatpak/org.example.WebshopDesktop.json" "$src"

for f in packaging/windows/webshop-desktop.ico packaging/macos/webshop-desktop.icns packaging/macos/Info.plist.in; do
    [ -s "$src/$f" ] || fail "$f is missing"
done
command -v wixl >/dev/null || fail "wixl is not installed (packaging/setup-debian.sh installs it)"
stage=$work/stage
mkdir -p "$stage/platforms" "$stage/imageformats" "$stage/iconengines" "$stage/tls" "$stage/styles"
# What windeployqt leaves next to the two programs (placeholders: only the names matter here).
for f in webshop-desktop.exe webshop-demo-server.exe qt6keychain.dll qt.conf \
         Qt6Core.dll Qt6Gui.dll Qt6Widgets.dll Qt6Network.dll Qt6Svg.dll Qt6HttpServer.dll \
         Qt6WebSockets.dll Qt6Concurrent.dll platforms/qwindows.dll imageformats/qsvg.dll \
         iconengines/qsvgicon.dll tls/qschannelbackend.dll styles/qwindowsvistastyle.dll; do
    echo "$f" >"$stage/$f"
done
(cd "$work" && find stage -type f | sort | wixl-heat -p stage/ --directory-ref INSTALLDIR \
    --component-group DeployedFiles --var var.StageDir --win64 >files.wxs)
cp "$src/packaging/windows/webshop-desktop.ico" "$work/webshop-desktop.ico"
(cd "$work" && wixl -a x64 -D Version="$version" -D StageDir=stage -D Win64=yes -D IconDir=. \
    "$src/packaging/windows/webshop-desktop.wxs" files.wxs -o webshop-desktop.msi)
[ -s "$work/webshop-desktop.msi" ] || fail "wixl made no MSI"
if command -v msiinfo >/dev/null; then
    msiinfo export "$work/webshop-desktop.msi" Shortcut | grep -q 'Webshop Desktop' || fail "no Start-menu shortcut"
    msiinfo export "$work/webshop-desktop.msi" Property | grep -q '^UpgradeCode' || fail "no UpgradeCode"
    msiinfo export "$work/webshop-desktop.msi" Property | grep -q '^ALLUSERS	2' || fail "not dual-purpose (ALLUSERS=2)"
    n=$(msiinfo export "$work/webshop-desktop.msi" File | tail -n +4 | grep -c .)
    echo "MSI: $n files, shortcut, icon, upgrade code, per-user or per-machine"
fi
echo "recipes ok"
