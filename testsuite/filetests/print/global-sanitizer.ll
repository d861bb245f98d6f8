; test print
; Sanitizer metadata on globals: no_sanitize_address, no_sanitize_hwaddress,
; sanitize_memtag, sanitize_address_dyninit and their combinations.
@nsa = global i32 0, no_sanitize_address
@nsh = global i32 0, no_sanitize_hwaddress
@memtag = global i32 0, sanitize_memtag
@dyninit = global i32 0, sanitize_address_dyninit
@all = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
@with_section = global i32 0, section "s", no_sanitize_address, align 4
@ext = external global i32, sanitize_memtag
; EXPECTED:
; @nsa = global i32 0, no_sanitize_address
; @nsh = global i32 0, no_sanitize_hwaddress
; @memtag = global i32 0, sanitize_memtag
; @dyninit = global i32 0, sanitize_address_dyninit
; @all = global i32 0, no_sanitize_address, no_sanitize_hwaddress, sanitize_memtag, sanitize_address_dyninit
; @with_section = global i32 0, section "s", no_sanitize_address, align 4
; @ext = external global i32, sanitize_memtag
