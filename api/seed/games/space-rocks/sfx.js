'use strict';
/* Space Rocks' sounds, synthesized on the fly: square-wave blips and filtered white noise. The audio context is made
   on the first call, which always follows a key press or tap (browsers refuse audio before one). */
const Sfx = (() => {
  let ac = null, noise = null, hum = null, muted = false;
  function ctx() {
    if (muted) return null;
    if (!ac) {
      const Ctor = window.AudioContext || window.webkitAudioContext;
      if (!Ctor) return null;
      ac = new Ctor();
      noise = ac.createBuffer(1, ac.sampleRate, ac.sampleRate);
      const data = noise.getChannelData(0);
      for (let i = 0; i < data.length; i += 1) data[i] = Math.random() * 2 - 1;
    }
    if (ac.state === 'suspended') ac.resume();
    return ac;
  }
  function boom(length, cutoff, volume) {
    const a = ctx();
    if (!a) return;
    const src = a.createBufferSource(), lp = a.createBiquadFilter(), amp = a.createGain();
    src.buffer = noise;
    lp.type = 'lowpass';
    lp.frequency.value = cutoff;
    amp.gain.setValueAtTime(volume, a.currentTime);
    amp.gain.exponentialRampToValueAtTime(0.001, a.currentTime + length);
    src.connect(lp).connect(amp).connect(a.destination);
    src.start();
    src.stop(a.currentTime + length);
  }
  function blip(from, to, length, wave, volume, wait = 0) {
    const a = ctx();
    if (!a) return;
    const osc = a.createOscillator(), amp = a.createGain(), at = a.currentTime + wait;
    osc.type = wave;
    osc.frequency.setValueAtTime(from, at);
    osc.frequency.exponentialRampToValueAtTime(to, at + length);
    amp.gain.setValueAtTime(volume, at);
    amp.gain.exponentialRampToValueAtTime(0.001, at + length);
    osc.connect(amp).connect(a.destination);
    osc.start(at);
    osc.stop(at + length);
  }
  /* The engine rumble is one looping noise source whose volume follows the thrust control. */
  function engine(on) {
    if (!on && !hum) return;
    const a = ctx();
    if (!a) { if (hum) hum.amp.gain.value = 0; return; }
    if (!hum) {
      const src = a.createBufferSource(), lp = a.createBiquadFilter(), amp = a.createGain();
      src.buffer = noise;
      src.loop = true;
      lp.type = 'lowpass';
      lp.frequency.value = 380;
      amp.gain.value = 0;
      src.connect(lp).connect(amp).connect(a.destination);
      src.start();
      hum = { amp };
    }
    hum.amp.gain.setTargetAtTime(on ? 0.18 : 0, a.currentTime, 0.05);
  }
  return {
    mute(on) { muted = on; if (on) engine(false); },
    wake: ctx,
    engine,
    shoot: () => blip(1400, 300, 0.12, 'square', 0.05),
    rock: (size) => boom(0.2 + size * 0.15, 300 + size * 250, 0.35),
    die: () => { boom(0.9, 900, 0.5); blip(400, 40, 0.8, 'sawtooth', 0.08); },
    life: () => [660, 880, 1320].forEach((f, i) => blip(f, f, 0.12, 'triangle', 0.12, i * 0.09)),
    beat: (low) => blip(low ? 55 : 62, low ? 50 : 57, 0.1, 'triangle', 0.35)
  };
})();
