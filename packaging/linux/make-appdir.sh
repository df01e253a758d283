#!/bin/sh
# shellcheck disable=SC2016 # $ORIGIN is for the dynamic loader, not the shell
# Makes a relocatable AppDir (the layout appimagetool expects) from an install tree: the
# binaries, the Qt libraries and plugins they load, QtKeychain and the rest of their library
# closure, qt.conf, the desktop file and the icon. patchelf points every RUNPATH inside the
# folder, so the bundle starts from wherever it is copied.
#   make-appdir.sh INSTALL_PREFIX QT_PLUGIN_DIR APPDIR
set -eu
prefix=$1; qtplugins=$2; appdir=$3
app_id=org.example.WebshopDesktop
command -v patchelf >/dev/null || { echo "make-appdir.sh: needs patchelf"; exit 1; }

rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/plugins"
cp -a "$prefix/bin" "$prefix/share" "$appdir/usr/"
cp "$prefix/share/applications/$app_id.desktop" "$appdir/"
cp "$prefix/share/icons/hicolor/scalable/apps/$app_id.svg" "$appdir/"
ln -s "$app_id.svg" "$appdir/.DirIcon"

# The plugins Qt loads at run time for this app: platforms (xcb, wayland, offscreen), the
# image formats it shows (SVG, PNG is built in, JPEG, GIF, ICO), the SVG icon engine, TLS
# backends, input methods, xcb GL integrations, network information, the SQLite driver of
# the local database and the CUPS printer support (File → Print). Not the rest of the
# machine's plugins (GTK theme, eglfs, VNC, …): they would pull in libraries the app never
# needs.
for p in platforms/libqxcb.so 'platforms/libqwayland-*.so' platforms/libqoffscreen.so \
         platforms/libqminimal.so 'xcbglintegrations/*.so' imageformats/libqsvg.so \
         imageformats/libqjpeg.so imageformats/libqgif.so imageformats/libqico.so \
         iconengines/libqsvgicon.so 'tls/*.so' 'platforminputcontexts/*.so' \
         'networkinformation/*.so' 'wayland-*/*.so' sqldrivers/libqsqlite.so \
         'printsupport/*.so'; do
    for f in $qtplugins/$p; do
        [ -f "$f" ] || continue
        d=$(basename "$(dirname "$f")")
        mkdir -p "$appdir/usr/plugins/$d" && cp "$f" "$appdir/usr/plugins/$d/"
    done
done

cat >"$appdir/usr/bin/qt.conf" <<'EOF'
[Paths]
Prefix = ..
Plugins = plugins
EOF
cat >"$appdir/AppRun" <<'EOF'
#!/bin/sh
# Starts the bundled app from wherever this folder is.
here=$(dirname "$(readlink -f "$0")")
exec "$here/usr/bin/webshop-desktop" "$@"
EOF
chmod 755 "$appdir/AppRun"

# Not bundled, as in AppImage's excludelist: the C library, the C++ runtime, the OpenGL/EGL
# driver front ends and fontconfig/freetype, which must match the machine the bundle runs on.
excluded='^(ld-linux.*|libc|libm|libdl|librt|libpthread|libresolv|libutil|libstdc\+\+|libgcc_s|libGL|libEGL|libGLX|libOpenGL|libGLdispatch|libfontconfig|libfreetype)\.so'
elfs=$(find "$appdir/usr/bin" "$appdir/usr/plugins" -type f \( -perm -u+x -o -name '*.so' \) ! -name qt.conf)
for elf in $elfs; do
    ldd "$elf" | awk '$2 == "=>" && $3 ~ /^\// {print $3}'
done | sort -u | while IFS= read -r lib; do
    name=$(basename "$lib")
    echo "$name" | grep -Eq "$excluded" && continue
    [ -e "$appdir/usr/lib/$name" ] || cp -L "$lib" "$appdir/usr/lib/$name"
done

# Qt's TLS backend opens OpenSSL with dlopen(): ldd does not list it.
for name in libssl.so.3 libcrypto.so.3; do
    lib=$(ldconfig -p | awk -v n="$name" '$1 == n && /x86-64|64bit/ {print $NF; exit}')
    [ -n "$lib" ] && cp -L "$lib" "$appdir/usr/lib/$name"
done

for f in "$appdir"/usr/bin/*; do
    [ "$(basename "$f")" = qt.conf ] || patchelf --set-rpath '$ORIGIN/../lib' "$f"
done
for f in "$appdir"/usr/lib/*.so*; do
    patchelf --set-rpath '$ORIGIN' "$f"
done
find "$appdir/usr/plugins" -name '*.so' -exec patchelf --set-rpath '$ORIGIN/../../lib' {} \;
echo "AppDir: $appdir ($(find "$appdir/usr/lib" -name '*.so*' | wc -l) libraries, $(du -sh "$appdir" | cut -f1))"
