# Tests wait on events (QTRY_*, qWaitFor, a signal spy, test::waitUntil), never on fixed time:
# a fixed wait is too short on a loaded machine and wasted on an idle one. Fails on every
# qWait(N), msleep, usleep or sleep_for in the tests, except on a line marked
# "fixed-wait-ok" with its reason beside it. The bench and the screenshot tool are not tests.
include(${CMAKE_CURRENT_LIST_DIR}/CheckVerdict.cmake)
file(GLOB_RECURSE _files "${SOURCE_DIR}/tests/*.cpp" "${SOURCE_DIR}/tests/*.h")
set(_bad 0)
set(_checked 0)
foreach(_file IN LISTS _files)
    if(_file MATCHES "/tests/bench/|/ui_screens\\.cpp$")
        continue()
    endif()
    math(EXPR _checked "${_checked} + 1")
    file(STRINGS "${_file}" _lines)
    set(_n 0)
    foreach(_line IN LISTS _lines)
        math(EXPR _n "${_n} + 1")
        if(_line MATCHES "qWait\\(|msleep\\(|usleep\\(|sleep_for\\(" AND NOT _line MATCHES "fixed-wait-ok")
            file(RELATIVE_PATH _rel "${SOURCE_DIR}" "${_file}")
            message(STATUS "fixed wait: ${_rel}:${_n}: ${_line}")
            math(EXPR _bad "${_bad} + 1")
        endif()
    endforeach()
endforeach()
check_verdict(${_checked} 1 ${_bad} "${_checked} test files read, ${_bad} fixed waits"
    "no test files found under ${SOURCE_DIR}/tests"
    "${_bad} fixed waits: wait on an event instead (QTRY_*, QTest::qWaitFor, a QSignalSpy)")
