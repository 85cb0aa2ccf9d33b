// Phaser's source modules (src/board/phaser.ts assembles the app's Phaser from them). They are
// CommonJS without declarations of their own; the assembled whole is typed by Phaser's.
declare module 'phaser-src/*' {
  const cjsExports: unknown;
  export default cjsExports;
}
