// The first part of Phaser's code the board loads (build only): what every game object is made
// of (its components, the math and geometry under them, Phaser's class helper and events), by way
// of the Image game object. phaser.ts assembles the whole; board/load.ts loads it in parts.
import 'phaser-src/gameobjects/image/Image.js';
