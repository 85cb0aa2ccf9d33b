// The Phaser the boards use, assembled from Phaser's source modules: the canvas renderer only
// (no WebGL, filters' shaders, physics, sound, tilemaps, particles, bitmap text...). vite.config.ts
// points the bare 'phaser' import here (resolve.alias), so the app's files keep
// `import Phaser from 'phaser'` and their types from Phaser's own declarations; 'phaser-src/...'
// is Phaser's src/ folder, built with its feature flags (vite.config.ts, slimPhaser).
//
// What is listed is what the app reaches at run time: the names below, the scene plugins behind
// this.add / this.tweens / this.time / this.input / this.load / this.scene / this.cameras, the
// game objects this.add makes, and the loader file type the boot scene uses. A plugin or
// factory left out is simply absent (this.add.sprite would be undefined): add it here.
import type PhaserTypes from 'phaser';
import CONST from 'phaser-src/const.js';
import CoreEvents from 'phaser-src/core/events/index.js';
import Game from 'phaser-src/core/Game.js';
import CanvasPool from 'phaser-src/display/canvas/CanvasPool.js';
import Container from 'phaser-src/gameobjects/container/Container.js';
import GameObject from 'phaser-src/gameobjects/GameObject.js';
import Graphics from 'phaser-src/gameobjects/graphics/Graphics.js';
import Image from 'phaser-src/gameobjects/image/Image.js';
import Rectangle from 'phaser-src/gameobjects/shape/rectangle/Rectangle.js';
import Text from 'phaser-src/gameobjects/text/Text.js';
import Zone from 'phaser-src/gameobjects/zone/Zone.js';
import InputEvents from 'phaser-src/input/events/index.js';
import Vector2 from 'phaser-src/math/Vector2.js';
import Scale from 'phaser-src/scale/index.js';
import SceneEvents from 'phaser-src/scene/events/index.js';
import Scene from 'phaser-src/scene/Scene.js';

// Scene plugins: each registers itself in Phaser's plugin cache when loaded.
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
// The factories behind this.add.<name>, and the loader's file type (this.load.font).
import 'phaser-src/gameobjects/container/ContainerFactory.js';
import 'phaser-src/gameobjects/graphics/GraphicsFactory.js';
import 'phaser-src/gameobjects/image/ImageFactory.js';
import 'phaser-src/gameobjects/shape/rectangle/RectangleFactory.js';
import 'phaser-src/gameobjects/text/TextFactory.js';
import 'phaser-src/gameobjects/zone/ZoneFactory.js';
import 'phaser-src/loader/filetypes/FontFile.js';

const Phaser = {
  ...(CONST as object),
  Game,
  Scene,
  Scale,
  Core: { Events: CoreEvents },
  Scenes: { Events: SceneEvents },
  Input: { Events: InputEvents },
  Display: { Canvas: { CanvasPool } },
  Math: { Vector2 },
  GameObjects: { Container, GameObject, Graphics, Image, Rectangle, Text, Zone },
};

// The declarations stay Phaser's own: the part assembled here is used through them.
export default Phaser as unknown as typeof PhaserTypes;
