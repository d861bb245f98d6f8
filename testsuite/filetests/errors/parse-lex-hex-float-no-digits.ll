; test error
@d = global double 0x
; EXPECTED:
; 2:20: error: invalid hexadecimal constant '0x': no hexadecimal digits
