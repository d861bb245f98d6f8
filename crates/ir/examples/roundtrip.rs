fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read(&path).unwrap();
    match rllc_ir::parse(&src) {
        Ok(m) => print!("{}", rllc_ir::print(&m)),
        Err(e) => {
            eprintln!("{}", e.render(&path, &src));
            std::process::exit(1)
        }
    }
}
