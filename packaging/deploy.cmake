# Windows and macOS: the installers carry Qt and QtKeychain. Included by the top-level
# CMakeLists.txt after the executables exist.
#   Windows: `cmake --install` runs windeployqt (Qt's deploy script) over bin/, QtKeychain's
#            DLL is installed next to the exe; CPack's WIX generator makes the MSI.
#   macOS:   the bundle gets Info.plist, the .icns and its bundle id; `cmake --install` runs
#            macdeployqt, which also copies QtKeychain; CPack's DragNDrop makes the .dmg.
if(APPLE)
    set(_icns ${CMAKE_CURRENT_LIST_DIR}/macos/webshop-desktop.icns)
    target_sources(webshop-desktop PRIVATE ${_icns})
    set_source_files_properties(${_icns} PROPERTIES MACOSX_PACKAGE_LOCATION Resources)
    set_target_properties(webshop-desktop PROPERTIES
        MACOSX_BUNDLE_ICON_FILE webshop-desktop.icns
        MACOSX_BUNDLE_INFO_PLIST ${CMAKE_CURRENT_LIST_DIR}/macos/Info.plist.in)
endif()
if(WIN32)
    install(IMPORTED_RUNTIME_ARTIFACTS qt6keychain RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
endif()
if(WIN32 OR APPLE)
    qt_generate_deploy_app_script(TARGET webshop-desktop FILENAME_VARIABLE _deploy_script
        NO_UNSUPPORTED_PLATFORM_ERROR)
    install(SCRIPT ${_deploy_script})
endif()
