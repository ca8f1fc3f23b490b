## The rule lab's screen: the editor and the Try it page (keys/lab_screen.rs).
