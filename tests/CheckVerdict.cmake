# The end of every check that reads the sources (cmake -P scripts): says what was read and
# found, fails when too little was read (a check that read nothing proved nothing) or when
# anything was found.
function(check_verdict read least found summary nothing_read found_message)
    message(STATUS "${summary}")
    if(read LESS least)
        message(FATAL_ERROR "${nothing_read}")
    endif()
    if(found GREATER 0)
        message(FATAL_ERROR "${found_message}")
    endif()
endfunction()
