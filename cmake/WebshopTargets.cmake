# Shared target settings: strict Qt defines, warnings, sanitizers.

function(webshop_target_defaults target)
    target_compile_definitions(${target} PRIVATE
        QT_NO_CAST_FROM_ASCII
        QT_NO_CAST_TO_ASCII
        QT_NO_URL_CAST_FROM_STRING
        QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
        QT_NO_FOREACH
        QT_USE_QSTRINGBUILDER
        QT_DISABLE_DEPRECATED_BEFORE=0x060400)
    target_include_directories(${target} PRIVATE ${CMAKE_BINARY_DIR}/generated)
    if(MSVC)
        target_compile_options(${target} PRIVATE /W4 /permissive- /utf-8)
        if(WEBSHOP_WERROR)
            target_compile_options(${target} PRIVATE /WX)
        endif()
    else()
        target_compile_options(${target} PRIVATE -Wall -Wextra -Wpedantic)
        if(WEBSHOP_WERROR)
            target_compile_options(${target} PRIVATE -Werror)
        endif()
    endif()
    if(WEBSHOP_SANITIZE AND NOT MSVC)
        string(REPLACE ";" "," _san "${WEBSHOP_SANITIZE}")
        # -fno-sanitize-recover=all: a UBSan finding (vptr included) aborts the test that met it,
        # whatever UBSAN_OPTIONS the caller set; a report that only scrolls by is no finding.
        target_compile_options(${target} PRIVATE -fsanitize=${_san} -fno-sanitize-recover=all
            -fno-omit-frame-pointer)
        target_link_options(${target} PRIVATE -fsanitize=${_san} -fno-sanitize-recover=all)
    endif()
endfunction()

# A static library made of every source in its folder (helpers add files without editing CMake).
#
# Layers the build enforces: the library's include root (build/include/<target>) holds one
# forwarding header per header of its own folder, spelled as the code spells it
# ("app/api/ApiClient.h" -> #include "<source>/app/api/ApiClient.h"). The source root itself
# is on no library's include path. So a file can include exactly the headers of its own
# library and of the libraries it links PUBLIC or PRIVATE, nothing else: a widget that includes
# a network-facing header fails to compile (tests/layers proves it).
function(webshop_add_library target dir)
    file(GLOB _src CONFIGURE_DEPENDS ${dir}/*.cpp ${dir}/*.h ${dir}/*.ui)
    qt_add_library(${target} STATIC ${_src})
    file(RELATIVE_PATH _rel ${PROJECT_SOURCE_DIR} ${dir})
    set(_root ${CMAKE_BINARY_DIR}/include/${target})
    file(GLOB _headers CONFIGURE_DEPENDS ${dir}/*.h)
    set(_forwarders "")
    foreach(_header IN LISTS _headers)
        get_filename_component(_name ${_header} NAME)
        set(_forwarder ${_root}/${_rel}/${_name})
        list(APPEND _forwarders ${_forwarder})
        # Written only when its text changes: a reconfigure rebuilds nothing.
        file(CONFIGURE OUTPUT ${_forwarder} CONTENT "#pragma once\n#include \"${_header}\"\n" @ONLY)
    endforeach()
    file(GLOB _stale ${_root}/${_rel}/*.h)
    if(_forwarders)
        list(REMOVE_ITEM _stale ${_forwarders})
    endif()
    if(_stale)
        file(REMOVE ${_stale})
    endif()
    target_include_directories(${target} PUBLIC ${_root} ${CMAKE_BINARY_DIR}/generated)
    webshop_target_defaults(${target})
    if(WEBSHOP_SANITIZE AND NOT MSVC)
        string(REPLACE ";" "," _san "${WEBSHOP_SANITIZE}")
        target_link_options(${target} INTERFACE -fsanitize=${_san})
    endif()
endfunction()

# Every tr() string of every library goes into the .ts files.
function(webshop_add_translations target)
    file(GLOB _ts CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/translations/*.ts)
    file(GLOB_RECURSE _i18n_src CONFIGURE_DEPENDS
        ${PROJECT_SOURCE_DIR}/app/*.cpp ${PROJECT_SOURCE_DIR}/app/*.h
        ${PROJECT_SOURCE_DIR}/models/*.cpp ${PROJECT_SOURCE_DIR}/models/*.h
        ${PROJECT_SOURCE_DIR}/ui/*.cpp ${PROJECT_SOURCE_DIR}/ui/*.h ${PROJECT_SOURCE_DIR}/ui/*.ui)
    # The source language's file (webshop_en.ts) holds only the plural forms of the %n messages:
    # English falls back to the source text for everything else. LUPDATE_OPTIONS apply to every
    # file of one lupdate run, so that file gets its own lupdate target with -pluralonly.
    set(_source_ts ${_ts})
    list(FILTER _source_ts INCLUDE REGEX "_en\\.ts$")
    list(FILTER _ts EXCLUDE REGEX "_en\\.ts$")
    if(_ts)
        # The whole tree on lupdate's include path: it needs every class declaration to name a
        # tr() context as the class's meta-object does ("webshop::api::BasketSync").
        qt_add_lupdate(${target} TS_FILES ${_ts} SOURCES ${_i18n_src}
            INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR} ${CMAKE_BINARY_DIR}/generated
            OPTIONS -no-obsolete -locations none)
    endif()
    if(_source_ts)
        qt_add_lupdate(${target}_plurals TS_FILES ${_source_ts} SOURCES ${_i18n_src}
            INCLUDE_DIRECTORIES ${PROJECT_SOURCE_DIR} ${CMAKE_BINARY_DIR}/generated
            OPTIONS -pluralonly -no-obsolete -locations none)
    endif()
    list(APPEND _ts ${_source_ts})
    if(_ts)
        qt_add_lrelease(${target} TS_FILES ${_ts} QM_FILES_OUTPUT_VARIABLE _qm)
        qt_add_resources(${target} "${target}_translations" PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}
            FILES ${_qm})
        set_property(GLOBAL PROPERTY WEBSHOP_QM_FILES ${_qm})
        set_property(GLOBAL PROPERTY WEBSHOP_QM_TARGET ${target}_lrelease)
    endif()
endfunction()

# Embeds the .qm files that webshop_add_translations() compiled at :/i18n of another
# executable of the same directory (one lrelease and one lupdate per .ts file, not two).
function(webshop_embed_translations target)
    get_property(_qm GLOBAL PROPERTY WEBSHOP_QM_FILES)
    get_property(_lrelease GLOBAL PROPERTY WEBSHOP_QM_TARGET)
    if(_qm)
        add_dependencies(${target} ${_lrelease})
        qt_add_resources(${target} "${target}_translations" PREFIX /i18n BASE ${CMAKE_CURRENT_BINARY_DIR}
            FILES ${_qm})
    endif()
endfunction()

# A QtTest executable registered with CTest, headless and isolated.
#   webshop_add_test(tst_name SOURCES a.cpp LIBS webshop_api [KEYRING] [TIMEOUT 120])
# KEYRING runs it inside a private D-Bus session with an unlocked gnome-keyring.
# In a partial build (WEBSHOP_MISSING, top-level CMakeLists.txt) a test whose libraries are not
# built is left out, and named at the end of the configure.
function(webshop_add_test name)
    cmake_parse_arguments(T "KEYRING" "TIMEOUT" "SOURCES;LIBS;LABELS" ${ARGN})
    if(WEBSHOP_MISSING)
        foreach(_lib ${T_LIBS})
            if(NOT TARGET ${_lib})
                set_property(GLOBAL APPEND PROPERTY WEBSHOP_LEFT_OUT_TESTS ${name})
                return()
            endif()
        endforeach()
    endif()
    qt_add_executable(${name} ${T_SOURCES})
    target_link_libraries(${name} PRIVATE Qt6::Test webshop_testcommon ${T_LIBS})
    webshop_target_defaults(${name})
    target_compile_definitions(${name} PRIVATE WEBSHOP_TEST_VERSION="${PROJECT_VERSION}"
        WEBSHOP_SOURCE_DIR="${PROJECT_SOURCE_DIR}" WEBSHOP_BINARY_DIR="${CMAKE_BINARY_DIR}")
    if(NOT T_TIMEOUT)
        set(T_TIMEOUT 120)
    endif()
    if(T_KEYRING)
        add_test(NAME ${name} COMMAND ${PROJECT_SOURCE_DIR}/tests/run-with-keyring.sh
            ${CMAKE_BINARY_DIR}/keyring-home/${name} $<TARGET_FILE:${name}>)
    elseif(WIN32 AND CMAKE_CROSSCOMPILING)
        # Under Wine the test's stdout does not reach ctest: it writes its log to a file, which
        # packaging/windows/cross-test.sh prints for every test that failed.
        add_test(NAME ${name} COMMAND ${name} -o ${CMAKE_BINARY_DIR}/test-logs/${name}.txt,txt)
    else()
        add_test(NAME ${name} COMMAND ${name})
    endif()
    if(WIN32 AND CMAKE_CROSSCOMPILING)
        # Under Wine (packaging/windows/cross-test.sh sets WINEPATH and an X server): Wine's Qt
        # needs the windows platform, as the offscreen one hangs there before it loads.
        set(_env "QT_QPA_PLATFORM=windows;WINEDEBUG=-all;QT_LOGGING_RULES=*.debug=false;LANG=C.UTF-8")
    else()
        # DISPLAY is blanked: with a display and no unlocked keyring QtKeychain prompts and hangs.
        set(_env "QT_QPA_PLATFORM=offscreen;DISPLAY=;WAYLAND_DISPLAY=;QT_LOGGING_RULES=*.debug=false;LANG=C.UTF-8")
    endif()
    set_tests_properties(${name} PROPERTIES TIMEOUT ${T_TIMEOUT} ENVIRONMENT "${_env}")
    if(T_LABELS)
        set_tests_properties(${name} PROPERTIES LABELS "${T_LABELS}")
    endif()
endfunction()
