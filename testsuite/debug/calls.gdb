break calls.c:11
break average
break many
run > /dev/null
info args
print s
print *s
bt
delete 1
finish
next
next
continue
info args
print v[0]@n
print *v@3
finish
continue
bt
info args
next
next
next
print sum
finish
finish
next
info locals
print counter
