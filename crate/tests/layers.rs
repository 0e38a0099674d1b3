//! No import cycle among the files of `src/`: the engine reads from the
//! bottom up (the leaves import nothing above them), as does the solver.
//!
//! A module and its own sub-files count as one: `board.rs` with
//! `board/*.rs` is the module `board`, and a file's inline modules are
//! the file. Tests are left out (modules under `#[cfg(test)]`, inline or
//! files): they use the module they test and what they check it against,
//! from above. At every level of the tree, the modules
//! side by side (`card`, `board`, `solver` in the crate; `driver`,
//! `standard`, `general` in `solver`) must import one another without a
//! cycle. A file imports what its paths name: `use` trees and paths in
//! code (`crate::deal::ms_deal`, `super::Move`), a name re-exported by
//! `pub use` being the module it comes from, not the one that re-exports
//! it (`crate::GameBoard` is `board`). Comments and strings are no imports.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// A module's path from the crate root: `["solver", "standard"]`.
type ModPath = Vec<String>;

/// The module a source file is, from its path under `src/`.
fn module_of(relative: &str) -> ModPath {
    let trimmed = relative.trim_end_matches(".rs");
    let mut parts: ModPath = trimmed.split('/').map(str::to_string).collect();
    if matches!(parts.last().map(String::as_str), Some("lib" | "mod")) {
        parts.pop();
    }
    parts
}

/// The text of a file with comments, strings and character literals
/// blanked out (their length kept), so that no path is read from them.
fn code_only(text: &str) -> String {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for c in &mut out[from..to] {
            if *c != b'\n' {
                *c = b' ';
            }
        }
    };
    while i < b.len() {
        if b[i..].starts_with(b"//") {
            let end = b[i..]
                .iter()
                .position(|&c| c == b'\n')
                .map_or(b.len(), |p| i + p);
            blank(&mut out, i, end);
            i = end;
        } else if b[i..].starts_with(b"/*") {
            let (mut depth, mut j) = (1, i + 2);
            while j < b.len() && depth > 0 {
                if b[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if b[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if b[i] == b'r'
            && (b.get(i + 1) == Some(&b'"') || b.get(i + 1) == Some(&b'#'))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
        {
            let hashes = b[i + 1..].iter().take_while(|&&c| c == b'#').count();
            if b.get(i + 1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = (start..b.len())
                .find(|&j| b[j..].starts_with(&close))
                .map_or(b.len(), |j| j + close.len());
            blank(&mut out, i, end);
            i = end;
        } else if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                j += if b[j] == b'\\' { 2 } else { 1 };
            }
            blank(&mut out, i, (j + 1).min(b.len()));
            i = j + 1;
        } else if b[i] == b'\'' {
            // A character literal ('a', '\n', '\u{1F0A1}'), not a lifetime.
            let end = if b.get(i + 1) == Some(&b'\\') {
                b[i + 2..]
                    .iter()
                    .position(|&c| c == b'\'')
                    .map(|p| i + 2 + p)
            } else {
                let len = text[i + 1..].chars().next().map_or(1, char::len_utf8);
                (b.get(i + 1 + len) == Some(&b'\'')).then_some(i + 1 + len)
            };
            match end {
                Some(end) => {
                    blank(&mut out, i, end + 1);
                    i = end + 1;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn is_ident(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// For each byte of `code`, the inline modules it is inside (`mod tests {`).
fn inline_modules(code: &str) -> Vec<Vec<String>> {
    let b = code.as_bytes();
    let mut at = vec![Vec::new(); b.len() + 1];
    // The open braces, each with the inline module it opens, if any.
    let mut braces: Vec<Option<String>> = Vec::new();
    let mut current: Vec<String> = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i..].starts_with(b"mod ") && (i == 0 || !is_ident(b[i - 1])) {
            let name_start = i + 4;
            let name_end = (name_start..b.len())
                .find(|&j| !is_ident(b[j]))
                .unwrap_or(b.len());
            let rest = code[name_end..].trim_start();
            if rest.starts_with('{') {
                let open = name_end + (code[name_end..].len() - rest.len());
                for slot in &mut at[i..=open] {
                    slot.clone_from(&current);
                }
                current.push(code[name_start..name_end].to_string());
                braces.push(Some(code[name_start..name_end].to_string()));
                i = open + 1;
                continue;
            }
        }
        match b[i] {
            b'{' => braces.push(None),
            b'}' => {
                if let Some(Some(_)) = braces.pop() {
                    current.pop();
                }
            }
            _ => {}
        }
        at[i].clone_from(&current);
        i += 1;
    }
    at
}

/// A `use` tree's paths: `a::{b, c::{d as e}}` gives `a::b` and `a::c::d`
/// (each with the name it is known by: `b`, `e`).
fn expand_tree(tree: &str) -> Vec<(Vec<String>, String)> {
    let mut out = Vec::new();
    expand_into(tree, &mut Vec::new(), &mut out);
    out
}

fn expand_into(tree: &str, prefix: &mut Vec<String>, out: &mut Vec<(Vec<String>, String)>) {
    if let Some(open) = tree.find('{') {
        let head = &tree[..open];
        let body = &tree[open + 1..tree.rfind('}').unwrap_or(tree.len())];
        let head_parts = head.split("::").map(str::trim).filter(|s| !s.is_empty());
        let len = prefix.len();
        prefix.extend(head_parts.map(str::to_string));
        let (mut depth, mut start) = (0, 0);
        let bytes = body.as_bytes();
        for (i, &c) in bytes.iter().enumerate() {
            match c {
                b'{' => depth += 1,
                b'}' => depth -= 1,
                b',' if depth == 0 => {
                    expand_into(&body[start..i], prefix, out);
                    start = i + 1;
                }
                _ => {}
            }
        }
        expand_into(&body[start..], prefix, out);
        prefix.truncate(len);
        return;
    }
    let words: Vec<&str> = tree.split_whitespace().collect();
    let (path, alias) = match words[..] {
        [] => return,
        [path, "as", alias] => (path.to_string(), Some(alias)),
        _ => (words.concat(), None),
    };
    let mut full = prefix.clone();
    full.extend(
        path.split("::")
            .filter(|s| !s.is_empty())
            .map(str::to_string),
    );
    if full.last().map(String::as_str) == Some("self") {
        full.pop();
    }
    let name = alias
        .map(str::to_string)
        .or_else(|| full.last().cloned())
        .unwrap_or_default();
    out.push((full, name));
}

/// One file read: its module, its `use` paths, its other paths, and its
/// re-exports (a name `pub use` makes of a path).
struct File {
    module: ModPath,
    /// Paths named, each with the module (the file's, or an inline one
    /// inside it) it is named from.
    paths: Vec<(ModPath, Vec<String>)>,
    reexports: Vec<(ModPath, String, Vec<String>)>,
    /// The modules declared under `#[cfg(test)]` (or a `cfg` naming `test`).
    tests: Vec<ModPath>,
}

/// The modules `code` declares under a `cfg` attribute that names `test`,
/// each with the position of its `mod`.
fn test_modules(code: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut i = 0;
    while let Some(p) = code[i..].find("#[cfg(") {
        let at = i + p;
        let Some(close) = code[at..].find(")]") else {
            break;
        };
        let attr = &code[at..at + close];
        i = at + close + 2;
        let names_test = attr
            .split(|c: char| !(c.is_alphanumeric() || c == '_'))
            .any(|w| w == "test");
        if !names_test {
            continue;
        }
        // The item the attribute is on: perhaps `pub(crate) mod name`.
        let item = code[i..].trim_start();
        let item = item
            .strip_prefix("pub(crate) ")
            .or_else(|| item.strip_prefix("pub(super) "))
            .or_else(|| item.strip_prefix("pub "))
            .unwrap_or(item);
        if let Some(rest) = item.strip_prefix("mod ") {
            let name: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push((code.len() - rest.len(), name));
        }
    }
    out
}

fn read_file(relative: &str, text: &str) -> File {
    let module = module_of(relative);
    let code = code_only(text);
    let inline = inline_modules(&code);
    let b = code.as_bytes();
    let mut paths = Vec::new();
    let mut reexports = Vec::new();
    let here = |i: usize| {
        let mut m = module.clone();
        m.extend(inline[i].iter().cloned());
        m
    };
    // `use` trees.
    let mut i = 0;
    while let Some(p) = code[i..].find("use ") {
        let at = i + p;
        i = at + 4;
        if at > 0 && is_ident(b[at - 1]) {
            continue;
        }
        let Some(end) = code[at..].find(';') else {
            break;
        };
        let tree = &code[at + 4..at + end];
        let before = code[..at].trim_end();
        let public = ["pub", "pub(crate)", "pub(super)"]
            .iter()
            .any(|p| before.ends_with(p));
        for (path, name) in expand_tree(tree) {
            if public && name != "*" {
                reexports.push((here(at), name.clone(), path.clone()));
            }
            paths.push((here(at), path));
        }
        i = at + end;
    }
    // Paths in code: `crate::a::b`, `super::a`, `self::a`.
    for start in ["crate::", "super::", "self::"] {
        let mut i = 0;
        while let Some(p) = code[i..].find(start) {
            let at = i + p;
            i = at + start.len();
            if at > 0 && (is_ident(b[at - 1]) || b[at - 1] == b':') {
                continue;
            }
            let end = (at..b.len())
                .find(|&j| !(is_ident(b[j]) || b[j] == b':'))
                .unwrap_or(b.len());
            let path: Vec<String> = code[at..end]
                .split("::")
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect();
            paths.push((here(at), path));
        }
    }
    let tests = test_modules(&code)
        .into_iter()
        .map(|(at, name)| {
            let mut m = here(at);
            m.push(name);
            m
        })
        .collect();
    File {
        module,
        paths,
        reexports,
        tests,
    }
}

/// A path as named from module `from`, made absolute (from the crate
/// root): `crate::`, `super::` and `self::` resolved, and a first
/// segment that names a child module of `from` taken as one. `None` for
/// a path out of the crate (`std::fmt`).
fn absolute(from: &ModPath, path: &[String], modules: &BTreeSet<ModPath>) -> Option<Vec<String>> {
    let mut base: Vec<String>;
    let mut rest = path;
    match rest.first().map(String::as_str) {
        Some("crate") => {
            base = Vec::new();
            rest = &rest[1..];
        }
        Some("self") => {
            base = from.clone();
            rest = &rest[1..];
        }
        Some("super") => {
            base = from.clone();
            while rest.first().map(String::as_str) == Some("super") {
                base.pop();
                rest = &rest[1..];
            }
        }
        Some(first) => {
            let mut child = from.clone();
            child.push(first.to_string());
            if !modules.contains(&child) {
                return None;
            }
            base = from.clone();
        }
        None => return None,
    }
    base.extend(rest.iter().cloned());
    Some(base)
}

/// The module an absolute path names an item of: the longest module it
/// starts with, after following re-exports (`crate::GameBoard` is
/// `board`, which lib.rs re-exports it from).
fn target(
    path: Vec<String>,
    modules: &BTreeSet<ModPath>,
    reexports: &BTreeMap<(ModPath, String), Vec<String>>,
    depth: usize,
) -> ModPath {
    let mut module: ModPath = Vec::new();
    for (i, segment) in path.iter().enumerate() {
        let mut next = module.clone();
        next.push(segment.clone());
        if modules.contains(&next) {
            module = next;
            continue;
        }
        if depth < 16 {
            if let Some(to) = reexports.get(&(module.clone(), segment.clone())) {
                let mut followed = to.clone();
                followed.extend(path[i + 1..].iter().cloned());
                return target(followed, modules, reexports, depth + 1);
            }
        }
        break;
    }
    module
}

/// The cycles among modules side by side, each as the modules it runs
/// through, for the files given (path under `src/`, text).
fn cycles(files: &[(String, String)]) -> Vec<Vec<String>> {
    let all: Vec<File> = files.iter().map(|(p, t)| read_file(p, t)).collect();
    let tests: Vec<ModPath> = all.iter().flat_map(|f| f.tests.clone()).collect();
    let in_tests = |m: &ModPath| tests.iter().any(|t| m.starts_with(t));
    let read: Vec<File> = all
        .into_iter()
        .filter(|f| !in_tests(&f.module))
        .map(|mut f| {
            f.paths.retain(|(from, _)| !in_tests(from));
            f
        })
        .collect();
    let mut modules: BTreeSet<ModPath> = read.iter().map(|f| f.module.clone()).collect();
    // Every ancestor is a module too, and every inline one.
    for f in &read {
        for (from, _) in &f.paths {
            modules.insert(from.clone());
        }
    }
    for m in modules.clone() {
        for i in 0..m.len() {
            modules.insert(m[..i].to_vec());
        }
    }
    let mut reexports = BTreeMap::new();
    for f in &read {
        for (from, name, path) in &f.reexports {
            if let Some(abs) = absolute(from, path, &modules) {
                reexports.insert((from.clone(), name.clone()), abs);
            }
        }
    }
    // Edges between modules side by side: (parent, from child, to child).
    let mut edges: BTreeMap<ModPath, BTreeMap<String, BTreeSet<String>>> = BTreeMap::new();
    for f in &read {
        for (from, path) in &f.paths {
            let Some(abs) = absolute(from, path, &modules) else {
                continue;
            };
            let to = target(abs, &modules, &reexports, 0);
            let source = &f.module;
            let common = source.iter().zip(&to).take_while(|(a, b)| a == b).count();
            if common == source.len() || common == to.len() {
                continue; // the module itself, an ancestor or one of its own
            }
            edges
                .entry(source[..common].to_vec())
                .or_default()
                .entry(source[common].clone())
                .or_default()
                .insert(to[common].clone());
        }
    }
    let mut found = Vec::new();
    for (parent, graph) in &edges {
        for cycle in graph_cycles(graph) {
            let prefix = parent.join("::");
            found.push(
                cycle
                    .into_iter()
                    .map(|m| {
                        if prefix.is_empty() {
                            m
                        } else {
                            format!("{prefix}::{m}")
                        }
                    })
                    .collect(),
            );
        }
    }
    found
}

/// One cycle through each strongly connected set of two or more nodes.
fn graph_cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<Vec<String>> {
    let mut reported: BTreeSet<String> = BTreeSet::new();
    let mut out = Vec::new();
    for start in graph.keys() {
        if reported.contains(start) {
            continue;
        }
        // A shortest way back to `start`, breadth first.
        let mut came_from: BTreeMap<String, String> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.clone()]);
        let mut back = None;
        while let Some(node) = queue.pop_front() {
            for next in graph.get(&node).into_iter().flatten() {
                if next == start {
                    back = Some(node.clone());
                    break;
                }
                if !came_from.contains_key(next) {
                    came_from.insert(next.clone(), node.clone());
                    queue.push_back(next.clone());
                }
            }
            if back.is_some() {
                break;
            }
        }
        if let Some(mut node) = back {
            let mut cycle = vec![start.clone()];
            let mut way = vec![node.clone()];
            while let Some(prev) = came_from.get(&node) {
                if prev == start {
                    break;
                }
                way.push(prev.clone());
                node = prev.clone();
            }
            way.reverse();
            cycle.extend(way);
            cycle.push(start.clone());
            reported.extend(cycle.iter().cloned());
            out.push(cycle);
        }
    }
    out
}

fn sources(dir: &Path, root: &Path, out: &mut Vec<(String, String)>) {
    for entry in std::fs::read_dir(dir).expect("src/ is readable") {
        let path = entry.expect("an entry").path();
        if path.is_dir() {
            sources(&path, root, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let relative = path.strip_prefix(root).expect("under src/");
            let text = std::fs::read_to_string(&path).expect("a source file");
            out.push((relative.to_string_lossy().replace('\\', "/"), text));
        }
    }
}

#[test]
fn no_module_of_src_imports_one_that_imports_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&root, &root, &mut files);
    assert!(files.len() > 40, "src/ read: {} files", files.len());
    let found = cycles(&files);
    let shown: Vec<String> = found.iter().map(|c| c.join(" -> ")).collect();
    assert!(found.is_empty(), "import cycles:\n{}", shown.join("\n"));
}

/// The check finds what it looks for: a cycle through a re-export, one
/// through `super::` a level down, and none through comments, strings, a
/// module's own sub-files or tests.
#[test]
fn the_check_finds_cycles_and_only_cycles() {
    let file = |path: &str, text: &str| (path.to_string(), text.to_string());
    let tree = [
        file("lib.rs", "mod card; mod board; mod solver; pub use board::Board;"),
        file("card.rs", "//! Not [`crate::board`].\nconst A: &str = \"crate::board\";\npub struct Card;"),
        file("board.rs", "use crate::card::Card; mod text; pub struct Board;\n#[cfg(test)] mod tests { use super::*; use crate::solver::X; }"),
        file("board/text.rs", "use super::Board;"),
        file("solver/mod.rs", "mod a; mod b; pub struct X;"),
        file("solver/a.rs", "use super::b::B; pub struct A;"),
        file("solver/b.rs", "pub struct B; fn f() -> crate::Board { todo!() }"),
    ];
    // Only board's tests use the solver, which uses board (through lib.rs).
    assert!(cycles(&tree).is_empty());
    let mut up = tree.clone();
    up[2] = file(
        "board.rs",
        "use crate::card::Card; mod text; pub struct Board; fn f(_: crate::solver::X) {}",
    );
    assert_eq!(cycles(&up), vec![vec!["board", "solver", "board"]]);
    let mut down = tree.clone();
    down[6] = file("solver/b.rs", "fn g() { super::a::A; }");
    assert_eq!(
        cycles(&down),
        vec![vec!["solver::a", "solver::b", "solver::a"]]
    );
}
