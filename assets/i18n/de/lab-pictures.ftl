## The rule lab's pictures: how long, how fair, how much skill, how lively (keys/lab_pictures.rs).
