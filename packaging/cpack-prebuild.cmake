# CPACK_PRE_BUILD_SCRIPTS: runs on the staged tree before each package is made. Removes the
# .comment section (compiler version strings) from the ELF files, as dh_strip does; CPack's
# own strip step (objcopy --strip-unneeded) keeps it.
find_program(_objcopy NAMES objcopy)
file(GLOB_RECURSE _files LIST_DIRECTORIES false "${CPACK_TEMPORARY_INSTALL_DIRECTORY}/*")
foreach(_f IN LISTS _files)
    file(READ "${_f}" _magic LIMIT 4 HEX)
    if(_objcopy AND _magic STREQUAL "7f454c46")
        execute_process(COMMAND ${_objcopy} --remove-section=.comment "${_f}" RESULT_VARIABLE _rc)
        if(NOT _rc EQUAL 0)
            message(FATAL_ERROR "objcopy --remove-section=.comment ${_f} failed")
        endif()
    endif()
endforeach()
