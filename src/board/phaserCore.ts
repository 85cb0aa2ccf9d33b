// The second part of Phaser's code the board loads (build only, after phaserBase.ts): the game
// itself — its config, renderer, textures, scale, input and scene managers, the loop. Loading
// Phaser in parts lets the page breathe between them (board/load.ts): evaluating it all at once
// was one task of over half a second on a throttled phone. phaser.ts assembles the whole.
import 'phaser-src/core/Game.js';
