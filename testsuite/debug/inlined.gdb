break helper
run > /dev/null
bt
continue
bt
finish
