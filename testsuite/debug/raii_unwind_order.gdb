catch throw
break raii_unwind_order.cpp:41
run > /dev/null
bt
up 2
info args
print a
print b
print tmp
continue
bt
print i
print v
next
