# The `windows` preset's toolchain: the app against the Qt that packaging/windows/build-qt.sh
# built and cached (Qt's own qt.toolchain.cmake, which chain-loads mingw-w64.cmake and points
# at the host's moc, rcc and uic through QT_HOST_PATH).
if(DEFINED ENV{WEBSHOP_WINDOWS_PREFIX})
    set(_prefix $ENV{WEBSHOP_WINDOWS_PREFIX})
elseif(DEFINED ENV{XDG_CACHE_HOME})
    set(_prefix $ENV{XDG_CACHE_HOME}/webshop-desktop/qt-6.4.2-mingw64)
else()
    set(_prefix $ENV{HOME}/.cache/webshop-desktop/qt-6.4.2-mingw64)
endif()
if(NOT EXISTS ${_prefix}/lib/cmake/Qt6/qt.toolchain.cmake)
    message(FATAL_ERROR "No Windows Qt in ${_prefix}: run packaging/windows/build-qt.sh first "
        "(or set WEBSHOP_WINDOWS_PREFIX to where it built Qt).")
endif()
set(WEBSHOP_WINDOWS_PREFIX ${_prefix} CACHE PATH "The cross-built Qt for Windows" FORCE)
include(${_prefix}/lib/cmake/Qt6/qt.toolchain.cmake)
