#!/usr/bin/env python3
"""Every command that the build, the tests, the packaging scripts and the bench call must be
installed by packaging/setup-debian.sh on a fresh Debian 12 machine.

The commands are read from the project's own files, not from a list kept by hand:
  - the shell scripts under tests/ and packaging/ and .ci/run (each simple command's first
    word, also inside `sh -c '...'` bodies and `$(...)` substitutions; heredoc bodies are
    another language and are skipped);
  - the CMake files: `COMMAND word` of add_test, add_custom_command/target and
    execute_process, and the NAMES of find_program;
  - the C++ tests: programs the tests start by name (runTool("x"), findExecutable("x")).
Each command is looked up on this machine (command -v), its file's Debian package found with
`dpkg -S`, and the package must be
  - named in setup-debian.sh's PACKAGES, or
  - a dependency (Depends/Pre-Depends, recursively) of a named package, or
  - of Priority "required" (what debootstrap --variant=minbase installs; "important" does not
    count: cpio is "important" and is missing on a fresh machine).
A command behind `command -v X` (the script skips what is not there) is optional: if it is not
installed here it is reported and allowed; if it is installed, its package must qualify too.

  check-setup-deps.py SOURCE_DIR [--list]
Exit 0 when every command qualifies, 1 otherwise (each offender on a line of its own).
"""
import os
import re
import shlex
import shutil
import subprocess
import sys

BUILTINS = set("""
. : [ alias bg break cd command continue echo eval exec exit export false fc fg getopts hash
jobs kill local printf pwd read readonly return set shift test times trap true type ulimit
umask unalias unset wait source let
""".split())
KEYWORDS = set("if then else elif fi do done while until for in case esac ! { } time function".split())
# Where Debian's packages put programs (not /usr/local, not a user's tool manager).
DEBIAN_PATH = "/usr/sbin:/usr/bin:/sbin:/bin"
SEPARATORS = {";", "&&", "||", "|", "&", "(", ")", "()", ";;", "|&", "$("}
# Wrappers whose next word is the command they run on this machine.
WRAPPERS = {"sudo", "nice", "nohup", "xvfb-run", "dbus-run-session", "timeout", "env"}


def strip_heredocs(text):
    """Drops the bodies of here-documents (they are input, not commands)."""
    out, lines, i = [], text.split("\n"), 0
    while i < len(lines):
        line = lines[i]
        out.append(line)
        m = re.search(r"<<-?\s*['\"]?(\w+)['\"]?", line)
        i += 1
        if m:
            end = m.group(1)
            while i < len(lines) and lines[i].strip() != end:
                i += 1
            i += 1
    return "\n".join(out)


def embedded_scripts(text):
    """Bodies of `sh -c '...'` and of `$(...)`, scanned as scripts of their own."""
    bodies = [m.group(1) for m in re.finditer(r"\bsh -c '([^']*)'", text)]
    bodies += [m.group(1) for m in re.finditer(r"\$\(([^()]*(?:\([^()]*\)[^()]*)*)\)", text)
               if not m.group(1).startswith("(")]
    return bodies


def unquoted_newlines_to_semicolons(text):
    """Newlines outside quotes end a command; comments go."""
    out, quote, i = [], None, 0
    while i < len(text):
        c = text[i]
        if quote:
            if c == "\\" and quote == '"':
                out.append(text[i:i + 2]); i += 2; continue
            if c == quote:
                quote = None
            out.append(c)
        elif c == "\\" and i + 1 < len(text) and text[i + 1] == "\n":
            out.append(" "); i += 2; continue
        elif c in "'\"":
            quote = c; out.append(c)
        elif c == "#" and (i == 0 or text[i - 1] in " \t\n;"):
            while i < len(text) and text[i] != "\n":
                i += 1
            continue
        elif c == "\n":
            out.append(" ; ")
        else:
            out.append(c)
        i += 1
    return "".join(out)


def shell_commands(text, functions=frozenset()):
    """(command, optional) for every simple command of a shell script."""
    text = strip_heredocs(text)
    # Descriptor duplications (2>&1, >&2) are not commands.
    text = re.sub(r"\d*[<>]&(\d+|-)|&>", " ", text)
    functions = set(functions) | set(re.findall(r"^\s*([A-Za-z_][\w-]*)\s*\(\)", text, re.M))
    found = []
    for body in embedded_scripts(text):
        found += shell_commands(body, functions)
    lexer = shlex.shlex(unquoted_newlines_to_semicolons(text), posix=True, punctuation_chars=";&|()")
    lexer.whitespace_split = True
    try:
        tokens = list(lexer)
    except ValueError:  # an unbalanced quote: scan what can be read
        tokens = []
    segment = []
    for tok in tokens + [";"]:
        if tok in SEPARATORS:
            found += first_word(segment, functions)
            segment = []
        else:
            segment.append(tok)
    return found


def first_word(words, functions):
    i = 0
    while i < len(words):
        w = words[i]
        if w in ("for", "case"):
            return []  # the rest is a word list or a pattern
        if w in KEYWORDS or re.match(r"^[A-Za-z_]\w*=", w) or w in ("$SUDO", "${SUDO}"):
            i += 1
            continue
        if w == "command" and i + 2 < len(words) + 1 and words[i + 1:i + 2] == ["-v"]:
            return [(words[i + 2], True)] if i + 2 < len(words) else []
        if w in WRAPPERS:
            found = [(w, False)] if w not in ("env",) else []
            i += 1
            # options of the wrapper (and "--"), then the command
            while i < len(words) and (words[i].startswith("-") or re.match(r"^[A-Za-z_]\w*=", words[i])
                                      or (w == "timeout" and re.match(r"^\d", words[i]))):
                i += 1
            return found + first_word(words[i:], functions)
        if w in functions:
            return []  # a function of the script (its body is scanned where it is defined)
        if w.startswith(("$", "-", ">", "<", "/", ".", "~")) or "/" in w or re.match(r"^\d*[<>]", w):
            return []  # a variable, a path to a script of the project, a redirection
        if w in BUILTINS:
            return []
        if not re.match(r"^[A-Za-z0-9][A-Za-z0-9_.+-]*$", w):
            return []
        return [(w, False)]
    return []


def cmake_commands(text, project_targets):
    found = []
    text = re.sub(r"#[^\n]*", "", text)
    for m in re.finditer(r"\bCOMMAND\s+(\"?)([^\s\")]+)\1", text):
        w = m.group(2)
        if "$" in w or "/" in w or w in project_targets:
            continue
        found.append((w, False))
    for m in re.finditer(r"find_program\s*\(\s*\S+\s+NAMES\s+([^)]*?)(?:\s+(?:HINTS|PATHS|DOC|REQUIRED)\b[^)]*)?\)", text):
        names = [n for n in m.group(1).split() if "$" not in n]
        if names:
            found.append(("|".join(names), False))  # any one of them
    return found


def cpp_commands(text):
    pat = r"(?:runTool|findExecutable)\(\s*QStringLiteral\(\"([A-Za-z0-9_.+-]+)\"\)"
    return [(m.group(1), False) for m in re.finditer(pat, text)]


def project_files(src):
    skip = {"build", ".git", "node_modules"}
    for root, dirs, files in os.walk(src):
        dirs[:] = [d for d in dirs if d not in skip and not d.startswith("build")]
        for f in files:
            yield os.path.join(root, f)


def collect(src):
    """{command: [(file, optional)]}"""
    files = list(project_files(src))
    targets = set()
    for f in files:
        if f.endswith(("CMakeLists.txt", ".cmake")):
            t = open(f, encoding="utf-8").read()
            targets.update(re.findall(r"(?:add_executable|qt_add_executable|webshop_add_test|add_library)\s*\(\s*([\w-]+)", t))
    uses = {}

    def note(cmds, f):
        rel = os.path.relpath(f, src)
        for c, optional in cmds:
            uses.setdefault(c, []).append((rel, optional))

    for f in files:
        rel = os.path.relpath(f, src)
        top = rel.split(os.sep)[0]
        if f.endswith(".sh") and top in ("tests", "packaging") or rel == os.path.join(".ci", "run"):
            note(shell_commands(open(f, encoding="utf-8").read()), f)
        elif f.endswith(("CMakeLists.txt", ".cmake")):
            note(cmake_commands(open(f, encoding="utf-8").read(), targets), f)
        elif top == "tests" and f.endswith((".cpp", ".h")):
            note(cpp_commands(open(f, encoding="utf-8", errors="replace").read()), f)
    return uses


# Opt-in chains, not on the README's path, install their own packages: for the files of such a
# folder, the packages its set-up script names in `packages="..."` count as named too.
OWN_SETUP = {os.path.join("packaging", "windows"): os.path.join("packaging", "windows", "build-qt.sh")}


def own_packages(src):
    out = {}
    for folder, script in OWN_SETUP.items():
        path = os.path.join(src, script)
        text = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
        m = re.search(r'^packages="([^"]*)"', text, re.M)
        out[folder] = set(m.group(1).split()) if m else set()
    return out


def setup_packages(src):
    text = open(os.path.join(src, "packaging", "setup-debian.sh"), encoding="utf-8").read()
    m = re.search(r'PACKAGES="([^"]*)"', text)
    return set(m.group(1).split()) if m else set()


def dpkg_status():
    """{package: (priority, depends-and-predepends alternatives, provides)} of installed packages."""
    out = subprocess.run(["dpkg-query", "-W", "-f=${Package}\t${Status}\t${Priority}\t${Depends}\t${Pre-Depends}\t${Provides}\n"],
                         capture_output=True, text=True, check=True).stdout
    pkgs, providers = {}, {}
    for line in out.splitlines():
        name, status, prio, dep, pre, prov = (line.split("\t") + [""] * 6)[:6]
        if not status.endswith(" installed"):
            continue
        alts = []
        for clause in filter(None, (s.strip() for s in (dep + "," + pre).split(","))):
            alts.append([re.split(r"[\s(:]", a.strip())[0] for a in clause.split("|")])
        pkgs[name] = (prio, alts)
        for p in filter(None, (s.strip() for s in prov.split(","))):
            providers.setdefault(re.split(r"[\s(:]", p)[0], []).append(name)
    return pkgs, providers


def closure(named, pkgs, providers):
    seen, todo = set(), list(named)
    while todo:
        p = todo.pop()
        if p in seen:
            continue
        seen.add(p)
        for alts in pkgs.get(p, ("", []))[1]:
            # The alternative apt would take on a fresh machine is the first; an installed other
            # one counts too (apt keeps what is there).
            for a in alts:
                for real in [a] + providers.get(a, []):
                    if real in pkgs:
                        todo.append(real)
    return seen


def package_of(path):
    candidates = [path, os.path.realpath(path)]
    for c in list(candidates):
        if c.startswith("/usr/"):
            candidates.append(c[4:])
        else:
            candidates.append("/usr" + c)
    for c in candidates:
        r = subprocess.run(["dpkg", "-S", c], capture_output=True, text=True)
        for line in r.stdout.splitlines():
            if line.startswith("diversion "):
                continue
            pkg = line.split(":")[0].split(",")[0].strip()
            if pkg:
                return pkg
    return None


def self_test():
    """The checker must catch what it is for: a tiny tree whose script calls a command that its
    set-up script does not install (cpio), one it does (file), one of Priority required (sed),
    one only behind `command -v` that is not installed (a made-up name) and a function."""
    import tempfile
    with tempfile.TemporaryDirectory() as d:
        os.makedirs(os.path.join(d, "packaging"))
        os.makedirs(os.path.join(d, "tests"))
        with open(os.path.join(d, "packaging", "setup-debian.sh"), "w") as f:
            f.write('PACKAGES="\nfile\n"\n')
        with open(os.path.join(d, "tests", "t.sh"), "w") as f:
            f.write("#!/bin/sh\nhelper() { sed -n 1p \"$1\"; }\nfile -b x | helper 2>&1\n"
                    "out=$(cpio -t </dev/null)\n"
                    "if command -v no-such-tool-here >/dev/null; then no-such-tool-here; fi\n"
                    "cat <<'EOF'\nnot-a-command here\nEOF\n")
        uses = collect(d)
        expect = {"file", "sed", "cpio", "no-such-tool-here", "cat"}
        if set(uses) != expect:
            print(f"FAIL: self-test read {sorted(uses)}, expected {sorted(expect)}")
            return 1
        r = subprocess.run([sys.executable, __file__, d], capture_output=True, text=True)
        fails = [l for l in r.stdout.splitlines() if l.startswith("FAIL:")]
        if r.returncode != 1 or len(fails) != 1 or not fails[0].startswith("FAIL: cpio:"):
            print("FAIL: self-test: expected exactly cpio to be flagged, got:\n" + r.stdout)
            return 1
    print("self-test: a command missing from the set-up script is caught (cpio), the rest pass")
    return 0


def main():
    src = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
    if "--self-test" in sys.argv:
        return self_test()
    uses = collect(src)
    if "--list" in sys.argv:
        for c in sorted(uses):
            print(c, " ".join(sorted({f for f, _ in uses[c]})))
        return 0
    named = setup_packages(src)
    pkgs, providers = dpkg_status()
    allowed = closure(named, pkgs, providers)
    own_packages_of = own_packages(src)
    required = {p for p, (prio, _) in pkgs.items() if prio == "required"}
    bad, report = [], []
    for cmd in sorted(uses):
        where = ", ".join(sorted({f for f, _ in uses[cmd]}))
        # A script that checks with `command -v` first skips what is not there.
        optional = any(opt for _, opt in uses[cmd])
        path = next((shutil.which(n, path=DEBIAN_PATH) for n in cmd.split("|") if shutil.which(n, path=DEBIAN_PATH)), None)
        folders = {os.path.dirname(f) for f, _ in uses[cmd]}
        if not path and folders <= set(own_packages_of):
            # A fresh machine has not run the chain's set-up; the chain installs it first.
            report.append(f"not installed, left to {OWN_SETUP[next(iter(folders))]}: {cmd}")
            continue
        if not path:
            if optional:
                report.append(f"optional, not installed: {cmd} ({where})")
                continue
            bad.append(f"{cmd}: not installed on this machine, and setup-debian.sh does not install it (called in {where})")
            continue
        pkg = package_of(path)
        own = set().union(*(own_packages_of.get(d, set()) for d in folders)) if folders <= set(own_packages_of) else set()
        if pkg is None:
            bad.append(f"{cmd}: {path} belongs to no Debian package (called in {where})")
        elif pkg not in allowed and own and pkg in closure(named | own, pkgs, providers):
            report.append(f"{cmd}: {pkg} (named by {OWN_SETUP[next(iter(folders))]})")
        elif pkg in named:
            report.append(f"{cmd}: {pkg} (named)")
        elif pkg in allowed:
            report.append(f"{cmd}: {pkg} (a dependency of a named package)")
        elif pkg in required:
            report.append(f"{cmd}: {pkg} (Priority: required)")
        else:
            bad.append(f"{cmd}: package {pkg} is neither named in setup-debian.sh, nor a dependency of a named "
                       f"package, nor Priority: required (called in {where})")
    for line in report:
        print(line)
    print(f"{len(uses)} commands from the project's scripts, CMake files and tests; "
          f"{len(named)} packages named, {len(allowed)} with their dependencies")
    for line in bad:
        print("FAIL:", line)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
