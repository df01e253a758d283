# Read by CPack for each generator (CPACK_PROJECT_CONFIG_FILE).
if(CPACK_GENERATOR STREQUAL "RPM")
    # CPack's DEB generator splits the debug info into the -dbgsym package itself; for the
    # RPM the binaries are stripped (the debug info ships in the .ddeb only).
    set(CPACK_STRIP_FILES ON)
endif()
