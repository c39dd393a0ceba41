--- The ButtonGroup demo in LÖVE (make demo-love): a game menu (a ButtonGroup) and a HUD toolbar
-- laid out by the library through LuaJIT's FFI and drawn with love.graphics. Mouse, keyboard
-- (Tab / arrows, Return, Escape) and gamepad (D-pad, A, B) drive them; what does not fit goes to
-- the More sheet and the HUD's overflow menu. Resize the window to see them move.
--
-- BG_LOVE_SCREENSHOT=file.png: put the interface in the scene BG_LOVE_SCENE ("focus", the
-- default, or "sheet": see ui.scene) in a window BG_LOVE_SIZE ("960x540") big, draw one frame,
-- save it to that file and quit (the screenshot test, bindings/lua/tests/test_love.lua).
local root = love.filesystem.getSource() .. "/../.."
package.path = root .. "/bindings/lua/?.lua;" .. root .. "/bindings/lua/?/init.lua;" .. package.path

local bg = require("buttongroup")
local ui_module = require("ui")

local ui, fonts
local screenshot = os.getenv("BG_LOVE_SCREENSHOT")

--- The theme's button font (DejaVu Sans Bold when installed, what the library measures with),
-- or LÖVE's own at the theme's size.
local function load_font(size)
    local file = io.open("/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "rb")
    if not file then return love.graphics.newFont(size) end
    local data = love.filesystem.newFileData(file:read("*a"), "DejaVuSans-Bold.ttf")
    file:close()
    return love.graphics.newFont(data, size)
end

function love.load()
    love.keyboard.setKeyRepeat(true)
    ui = ui_module.new(love.filesystem.read("theme.json"), function() love.event.quit() end)
    local size = ui.theme:number("typography/button/size")
    fonts = { title = load_font(size), big = load_font(48) }
    if screenshot then
        local width, height = (os.getenv("BG_LOVE_SIZE") or "960x540"):match("^(%d+)x(%d+)$")
        love.window.setMode(tonumber(width), tonumber(height), { resizable = false })
    end
    ui_module.layout(ui, love.graphics.getDimensions())
    if screenshot then ui_module.scene(ui, os.getenv("BG_LOVE_SCENE") or "focus") end
end

function love.resize(width, height)
    ui_module.layout(ui, width, height)
end

local function set_color(color)
    love.graphics.setColor(bg.rgba(color))
end

local function draw(op)
    if op.op == "rect" then
        if op.fill then
            set_color(op.fill)
            love.graphics.rectangle("fill", op.x, op.y, op.width, op.height, op.radius, op.radius)
        end
        if op.line and op.line_width > 0 then
            local half = op.line_width / 2
            set_color(op.line)
            love.graphics.setLineWidth(op.line_width)
            love.graphics.rectangle("line", op.x + half, op.y + half, op.width - op.line_width,
                op.height - op.line_width, math.max(op.radius - half, 0), math.max(op.radius - half, 0))
        end
    else
        local font = fonts[op.font]
        love.graphics.setFont(font)
        set_color(op.color)
        -- centred on the frame, never wrapped (LÖVE may round a width a pixel above the library's);
        -- the big title shrinks to fit a narrow window
        local width = font:getWidth(op.text)
        local scale = op.font == "big" and math.min(1, (op.width - 16) / width) or 1
        love.graphics.print(op.text, math.floor(op.x + (op.width - width * scale) / 2 + 0.5),
            math.floor(op.y + (op.height - font:getHeight() * scale) / 2 + 0.5), 0, scale, scale)
    end
end

function love.draw()
    ui_module.layout(ui, love.graphics.getDimensions())
    for _, op in ipairs(ui_module.display_list(ui)) do draw(op) end
    if screenshot and not ui.shot_taken then
        ui.shot_taken = true
        love.graphics.captureScreenshot(function(image)
            local file = assert(io.open(screenshot, "wb"))
            file:write(image:encode("png"):getString())
            file:close()
            love.event.quit()
        end)
    end
end

function love.mousepressed(x, y, button)
    if button == 1 then ui_module.pointer(ui, "down", x, y) end
end

function love.mousemoved(x, y)
    if love.mouse.isDown(1) then ui_module.pointer(ui, "move", x, y) end
end

function love.mousereleased(x, y, button)
    if button == 1 then ui_module.pointer(ui, "up", x, y) end
end

local KEYS = { tab = "next", right = "next", left = "previous", up = "up", down = "down", ["return"] = "activate",
    space = "activate", kpenter = "activate", escape = "back" }

function love.keypressed(key)
    local command = KEYS[key]
    if key == "tab" and love.keyboard.isDown("lshift", "rshift") then command = "previous" end
    if key == "escape" and not ui.sheet and not ui.menu then return love.event.quit() end
    if command then ui_module.command(ui, command) end
end

local BUTTONS = { dpright = "next", dpleft = "previous", dpup = "up", dpdown = "down", a = "activate", b = "back",
    leftshoulder = "up", rightshoulder = "down" }

function love.gamepadpressed(_, button)
    if BUTTONS[button] then ui_module.command(ui, BUTTONS[button]) end
end
