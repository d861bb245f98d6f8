fn main() {
    let path = std::env::args().nth(1).unwrap();
    let src = std::fs::read(&path).unwrap();
    let t = std::time::Instant::now();
    let mut l = rllc_ir::lexer::Lexer::new(&src);
    let mut n = 0;
    loop {
        let k = l.next_token();
        n += 1;
        if k.kind == rllc_ir::lexer::Tok::Eof {
            break;
        }
    }
    let lex = t.elapsed();
    let t = std::time::Instant::now();
    let m = rllc_ir::parse(&src).unwrap();
    let parse = t.elapsed();
    let t = std::time::Instant::now();
    rllc_ir::verify(&m).unwrap();
    let ver = t.elapsed();
    eprintln!(
        "{n} tokens; lex {:?} parse {:?} verify {:?}",
        lex, parse, ver
    );
    std::mem::forget(m);
}
