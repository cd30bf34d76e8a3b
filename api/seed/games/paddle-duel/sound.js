'use strict';
/* Paddle Duel's sounds: short square and triangle blips, synthesized when needed. `quiet` lets the game silence the
   attract rally behind the title card; the audio context is made on the first sound, which follows a key or tap. */
const Sound = {
  muted: false,
  quiet: () => false,
  ctx: null,
  play(notes) {
    if (this.muted || this.quiet()) return;
    if (!this.ctx) {
      const Ctor = window.AudioContext || window.webkitAudioContext;
      if (!Ctor) return;
      this.ctx = new Ctor();
    }
    if (this.ctx.state === 'suspended') this.ctx.resume();
    const now = this.ctx.currentTime;
    for (const [freq, at, len, wave, vol] of notes) {
      const osc = this.ctx.createOscillator(), env = this.ctx.createGain();
      osc.type = wave;
      osc.frequency.value = freq;
      env.gain.setValueAtTime(vol, now + at);
      env.gain.exponentialRampToValueAtTime(0.0008, now + at + len);
      osc.connect(env).connect(this.ctx.destination);
      osc.start(now + at);
      osc.stop(now + at + len + 0.01);
    }
  },
  /* Faster balls ring higher. */
  paddle(speed) { this.play([[440 + speed * 0.5, 0, 0.07, 'square', 0.07]]); },
  wall() { this.play([[300, 0, 0.05, 'triangle', 0.12]]); },
  tick() { this.play([[587, 0, 0.1, 'triangle', 0.14]]); },
  serve() { this.play([[1175, 0, 0.12, 'square', 0.05]]); },
  point(mine) {
    this.play(mine ? [[523, 0, 0.1, 'square', 0.06], [784, 0.1, 0.18, 'square', 0.06]]
      : [[392, 0, 0.12, 'triangle', 0.14], [262, 0.12, 0.22, 'triangle', 0.14]]);
  },
  fanfare(won) {
    this.play(won ? [[523, 0, 0.12, 'square', 0.06], [659, 0.12, 0.12, 'square', 0.06], [784, 0.24, 0.12, 'square', 0.06], [1047, 0.36, 0.4, 'square', 0.06]]
      : [[392, 0, 0.2, 'triangle', 0.14], [330, 0.2, 0.2, 'triangle', 0.14], [262, 0.4, 0.5, 'triangle', 0.14]]);
  }
};
