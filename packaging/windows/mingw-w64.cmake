# CMake toolchain file: cross-build for 64-bit Windows with Debian's MinGW-w64 (posix threads).
# Used by packaging/windows/build-qt.sh (Qt itself, QtKeychain) and the `windows` preset (the
# app against that Qt). Host tools (moc, rcc, uic, lrelease) come from the native Qt packages
# through QT_HOST_PATH; see packaging/windows/README.md.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR AMD64)

set(_mingw x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${_mingw}-gcc-posix)
set(CMAKE_CXX_COMPILER ${_mingw}-g++-posix)
set(CMAKE_RC_COMPILER ${_mingw}-windres)
set(CMAKE_AR ${_mingw}-gcc-ar-posix CACHE FILEPATH "")
set(CMAKE_RANLIB ${_mingw}-gcc-ranlib-posix CACHE FILEPATH "")

# The cached Qt prefix (build-qt.sh) and MinGW's own root; never the host's /usr.
if(DEFINED ENV{WEBSHOP_WINDOWS_PREFIX})
    list(APPEND CMAKE_FIND_ROOT_PATH $ENV{WEBSHOP_WINDOWS_PREFIX})
endif()
list(APPEND CMAKE_FIND_ROOT_PATH /usr/${_mingw})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)

# Tests and tools run under Wine (ctest, add_custom_command with a target's file).
find_program(WEBSHOP_WINE NAMES wine64 wine PATHS /usr/lib/wine NO_CMAKE_FIND_ROOT_PATH)
if(WEBSHOP_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${WEBSHOP_WINE})
endif()
