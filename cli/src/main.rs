//! The `freecell` command line.

fn main() {
    eprintln!("usage: freecell <deal|play|solve> ...");
    std::process::exit(2);
}
