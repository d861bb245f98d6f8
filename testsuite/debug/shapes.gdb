break perimeter
break shapes.c:27
break shapes.c:33
break shapes.c:39
run > /dev/null
bt
info args
next
next
next
next
next
next
next
next
next
delete 1
continue
info args
print total
print *s
print s->corners[2]
up
print sq
print sq.corners[1]
down
finish
next
continue
bt
info args
finish
finish
delete 3
continue
info args
info locals
finish
next
next
info locals
