--- LÖVE's settings for the demo: a resizable 960 x 540 window.
function love.conf(t)
    t.identity = "buttongroup-demo"
    t.version = "11.4"
    t.window.title = "ButtonGroup in LÖVE"
    t.window.width = 960
    t.window.height = 540
    t.window.resizable = true
    t.window.minwidth = 360
    t.window.minheight = 320
    t.modules.audio = false
    t.modules.sound = false
    t.modules.physics = false
    t.modules.video = false
end
