#!/usr/bin/env python3
"""Checks the Flatpak manifest as far as this machine can without flatpak-builder: it parses,
it names the app id the desktop file and metainfo use, it grants network and the Secret
Service and nothing of the file system or session beyond the display, its command is a program
the build installs, and every local path it names exists.
   check-manifest.py MANIFEST SOURCE_DIR"""
import json
import os
import re
import sys

manifest_path, src = sys.argv[1], sys.argv[2]
with open(manifest_path, encoding='utf-8') as f:
    manifest = json.load(f)
here = os.path.dirname(os.path.abspath(manifest_path))
errors = []

app_id = manifest['id']
for path in (f'packaging/linux/{app_id}.desktop', f'packaging/linux/{app_id}.metainfo.xml.in'):
    if not os.path.isfile(os.path.join(src, path)):
        errors.append(f'{path} (named by the app id) does not exist')
if manifest.get('runtime') != 'org.kde.Platform' or not str(manifest.get('runtime-version', '')).startswith('6'):
    errors.append('runtime is not the KDE 6 platform')

allowed = {'--share=network', '--share=ipc', '--socket=wayland', '--socket=fallback-x11',
           '--talk-name=org.freedesktop.secrets'}
args = set(manifest.get('finish-args', []))
if args - allowed:
    errors.append(f'permissions beyond network, display and Secret Service: {sorted(args - allowed)}')
for needed in ('--share=network', '--talk-name=org.freedesktop.secrets'):
    if needed not in args:
        errors.append(f'missing {needed}')

with open(os.path.join(src, 'CMakeLists.txt'), encoding='utf-8') as f:
    programs = set(re.findall(r'qt_add_executable\((\S+)', f.read()))
if manifest.get('command') not in programs:
    errors.append(f"command {manifest.get('command')} is not one of {sorted(programs)}")

for module in manifest['modules']:
    for source in module.get('sources', []):
        if 'path' in source:
            path = os.path.normpath(os.path.join(here, source['path']))
            if not os.path.exists(path):
                errors.append(f"{module['name']}: {source['path']} does not exist")
            elif source['type'] == 'dir' and not os.path.isfile(os.path.join(path, 'CMakeLists.txt')):
                errors.append(f"{module['name']}: {source['path']} is not the source tree")
        elif source.get('type') == 'git' and not (source.get('tag') or source.get('commit')):
            errors.append(f"{module['name']}: git source without a tag or commit")

if errors:
    print('\n'.join(f'FAIL: {e}' for e in errors))
    sys.exit(1)
print(f'flatpak manifest ok: {app_id}, {len(manifest["modules"])} modules, finish-args {sorted(args)}')
