// The third part of Phaser's code the board loads (build only, after phaserCore.ts): what the
// scenes use — their plugins (cameras, display list, tweens, clock, input, loader) and the game
// objects the boards draw with. phaser.ts assembles the whole from these modules.
import 'phaser-src/events/EventEmitter.js';
import 'phaser-src/cameras/2d/CameraManager.js';
import 'phaser-src/scene/ScenePlugin.js';
import 'phaser-src/gameobjects/DisplayList.js';
import 'phaser-src/gameobjects/UpdateList.js';
import 'phaser-src/gameobjects/GameObjectFactory.js';
import 'phaser-src/time/Clock.js';
import 'phaser-src/tweens/TweenManager.js';
import 'phaser-src/input/InputPlugin.js';
import 'phaser-src/loader/LoaderPlugin.js';
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import 'phaser-src/gameobjects/zone/ZoneFactory.js';
import 'phaser-src/loader/filetypes/FontFile.js';
