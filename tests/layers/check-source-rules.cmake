# What the include probes (layers_enforced) cannot see, read from the sources:
# - a relative include that leaves its folder ("../app/api/BasketSync.h" compiles from ui/,
#   since the compiler looks beside the including file first): none in app/, models/, ui/;
# - the network from a widget: Qt's include root is on every Qt module's path, so
#   <QtNetwork/QNetworkAccessManager> compiles in ui/ although ui does not link QtNetwork.
#   No network header in ui/, in any spelling.
# - the settings: only app/control (its PreferencesStore) and the shell read or write QSettings;
#   widgets and models get the preferences passed in.
# - the values (app/values, namespace webshop::values) are not the API layer's: in a widget or a
#   model, `api::` names the API layer (a client, a job, a sync), never a value. A widget has no
#   `api::` at all; a model none before a name app/values declares.
include(${CMAKE_CURRENT_LIST_DIR}/../CheckVerdict.cmake)
set(_bad 0)
set(_checked 0)
# The types app/values declares (struct, class, enum, alias), as one regex alternative.
file(GLOB _value_headers "${SOURCE_DIR}/app/values/*.h")
set(_value_names)
foreach(_header IN LISTS _value_headers)
    file(STRINGS "${_header}" _decls REGEX "^[ \t]*(struct|class|enum class|enum|using)[ \t]+[A-Za-z_]+")
    foreach(_decl IN LISTS _decls)
        if(_decl MATCHES "^[ \t]*(struct|class|enum class|enum|using)[ \t]+([A-Za-z_]+)" AND NOT CMAKE_MATCH_2 STREQUAL "namespace")
            list(APPEND _value_names "${CMAKE_MATCH_2}")
        endif()
    endforeach()
endforeach()
list(REMOVE_DUPLICATES _value_names)
list(JOIN _value_names "|" _value_regex)
file(GLOB_RECURSE _files "${SOURCE_DIR}/app/*.cpp" "${SOURCE_DIR}/app/*.h"
                         "${SOURCE_DIR}/models/*.cpp" "${SOURCE_DIR}/models/*.h"
                         "${SOURCE_DIR}/ui/*.cpp" "${SOURCE_DIR}/ui/*.h")
foreach(_file IN LISTS _files)
    math(EXPR _checked "${_checked} + 1")
    file(RELATIVE_PATH _rel "${SOURCE_DIR}" "${_file}")
    if(_rel MATCHES "^(ui|models)/")
        file(STRINGS "${_file}" _settings REGEX "QSettings")
        foreach(_line IN LISTS _settings)
            if(NOT _line MATCHES "^[ \t]*//")
                message(STATUS "QSettings in a widget or model: ${_rel}: ${_line}")
                math(EXPR _bad "${_bad} + 1")
            endif()
        endforeach()
    endif()
    if(_rel MATCHES "^ui/")
        file(STRINGS "${_file}" _api REGEX "api::")
    elseif(_rel MATCHES "^models/")
        file(STRINGS "${_file}" _api REGEX "api::(${_value_regex})([^A-Za-z0-9_]|$)")
    else()
        set(_api)
    endif()
    foreach(_line IN LISTS _api)
        if(NOT _line MATCHES "^[ \t]*//")
            message(STATUS "api:: for a value (say values::) or the API layer in a widget: ${_rel}: ${_line}")
            math(EXPR _bad "${_bad} + 1")
        endif()
    endforeach()
    file(STRINGS "${_file}" _lines REGEX "^[ \t]*#[ \t]*include")
    foreach(_line IN LISTS _lines)
        if(_line MATCHES "#[ \t]*include[ \t]*[\"<][^\">]*\\.\\./")
            message(STATUS "relative include out of its folder: ${_rel}: ${_line}")
            math(EXPR _bad "${_bad} + 1")
        endif()
        if(NOT _rel MATCHES "^app/(control|shell)/" AND _line MATCHES "#[ \t]*include[ \t]*<(QtCore/)?QSettings>")
            message(STATUS "settings read outside app/control: ${_rel}: ${_line}")
            math(EXPR _bad "${_bad} + 1")
        endif()
        if(_rel MATCHES "^ui/" AND _line MATCHES "#[ \t]*include[ \t]*<(QtNetwork/|QNetwork|QSsl|QTcp|QUdp|QHostAddress|QHostInfo|QAbstractSocket|QLocalSocket|QHttp)")
            message(STATUS "network header in a widget: ${_rel}: ${_line}")
            math(EXPR _bad "${_bad} + 1")
        endif()
    endforeach()
endforeach()
check_verdict(${_checked} 1 ${_bad} "${_checked} source files read, ${_bad} broken rules"
    "no sources found under ${SOURCE_DIR}"
    "${_bad} include rules broken (see above)")
