#!/usr/bin/env python3
"""Size by class, not by file (issue 26): a class with all its files under 600 lines, a
function under 60 lines. Prints the largest of each and fails above the limits.

A class's files are its header and every source in the same folder whose name starts with the
class name (MainWindow.cpp, MainWindowMenus.cpp, …), each file counted once, for the class with
the longest such name. A function is a definition whose body opens with "{" alone in the first
column and ends with "}" alone in the first column. A parser that reads as one pass may be
longer when the line before its signature says "// size-ok: <why>".

What is over the limits today is listed in size-debt.txt with its size now: such an entry may
shrink, never grow, and an entry no longer needed fails too, so the list only gets shorter.
Usage: check-sizes.py <source dir>"""

import os
import re
import sys

CLASS_LIMIT = 600
FUNCTION_LIMIT = 60
FOLDERS = ("app", "models", "ui")
CLASS_RE = re.compile(r"^class\s+(?:\w+\s+)?([A-Z]\w*)\b[^;]*$")
SIGNATURE_SKIP = re.compile(r"^(#|//|/\*|\*|namespace\b|using\b|class\b|struct\b|enum\b|template\b|Q_|static_assert|}|{|$)")


def sources(root):
    for folder in FOLDERS:
        for dirpath, _, names in os.walk(os.path.join(root, folder)):
            for name in sorted(names):
                if name.endswith((".h", ".cpp")):
                    yield os.path.join(dirpath, name)


def line_count(path):
    with open(path, encoding="utf-8") as f:
        return sum(1 for _ in f)


def classes(root):
    """class name -> [files]"""
    declared = {}  # (dir, name)
    files = list(sources(root))
    for path in files:
        if not path.endswith(".h"):
            continue
        with open(path, encoding="utf-8") as f:
            for line in f:
                m = CLASS_RE.match(line)
                if m:
                    declared.setdefault((os.path.dirname(path), m.group(1)), [])
    for path in files:
        base = os.path.basename(path).rsplit(".", 1)[0]
        folder = os.path.dirname(path)
        owners = [name for (d, name) in declared if d == folder and base.startswith(name)]
        if owners:
            declared[(folder, max(owners, key=len))].append(path)
    return {name: paths for (_, name), paths in declared.items() if paths}


def functions(root):
    """(file:function, lines)"""
    found = []
    for path in sources(root):
        if not path.endswith(".cpp"):
            continue
        with open(path, encoding="utf-8") as f:
            lines = f.read().split("\n")
        rel = os.path.relpath(path, root)
        i = 0
        while i < len(lines):
            if lines[i] == "{" and i > 0:
                # The signature: the lines above, back to one that starts a declaration.
                start = i - 1
                while start > 0 and (lines[start].startswith((" ", "\t")) or lines[start].startswith(":")):
                    start -= 1
                signature = lines[start]
                end = i + 1
                while end < len(lines) and lines[end] != "}":
                    end += 1
                if not SIGNATURE_SKIP.match(signature):
                    allowed = start > 0 and lines[start - 1].strip().startswith("// size-ok:")
                    name = re.sub(r"\(.*", "", signature).split()[-1] if "(" in signature else signature.strip()
                    found.append((f"{rel}:{name}", end - start + 1, allowed))
                i = end + 1
                continue
            i += 1
    return found


def main():
    root = sys.argv[1]
    debt_path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "size-debt.txt")
    debt = {}
    with open(debt_path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                kind, name, size = line.split()
                debt[(kind, name)] = int(size)

    sizes = {name: sum(line_count(p) for p in paths) for name, paths in classes(root).items()}
    funcs = functions(root)
    print("Largest classes (all their files):")
    for name, size in sorted(sizes.items(), key=lambda kv: -kv[1])[:12]:
        print(f"  {size:5d}  {name}")
    print("Longest functions:")
    for name, size, allowed in sorted(funcs, key=lambda f: -f[1])[:12]:
        print(f"  {size:5d}  {name}{'  (size-ok)' if allowed else ''}")

    bad = []
    seen = set()
    for name, size in sizes.items():
        if size <= CLASS_LIMIT:
            continue
        seen.add(("class", name))
        limit = debt.get(("class", name))
        if limit is None:
            bad.append(f"class {name}: {size} lines (limit {CLASS_LIMIT})")
        elif size > limit:
            bad.append(f"class {name}: {size} lines, grew past its recorded {limit}")
    for name, size, allowed in funcs:
        if size <= FUNCTION_LIMIT or allowed:
            continue
        seen.add(("function", name))
        limit = debt.get(("function", name))
        if limit is None:
            bad.append(f"function {name}: {size} lines (limit {FUNCTION_LIMIT})")
        elif size > limit:
            bad.append(f"function {name}: {size} lines, grew past its recorded {limit}")
    for key in debt:
        if key not in seen:
            bad.append(f"{key[0]} {key[1]} is within the limits now: remove it from size-debt.txt")
    over = sum(1 for k in seen)
    print(f"{len(sizes)} classes, {len(funcs)} functions read; {over} over the limits "
          f"({len(debt)} recorded as debt in size-debt.txt)")
    for b in bad:
        print("FAIL:", b)
    if not sizes or not funcs:
        print("FAIL: nothing read under", root)
        return 1
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
