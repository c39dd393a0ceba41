"""The README's first program: a group of two buttons laid out, printed and tapped."""

import buttongroup as bg

group = bg.ButtonGroup([
    bg.Item("Details", action=lambda: print("tapped Details")),
    bg.Item("Statements", action=lambda: print("tapped Statements")),
])
layout = group.layout(320, scale=2)
for slot in layout.slots:
    print(f"{slot.title:10} x={slot.frame.x:5.1f} width={slot.frame.width:5.1f}")
group.tap(10, 10)  # prints "tapped Details"
picture = group.svg()  # the same layout drawn as SVG text
