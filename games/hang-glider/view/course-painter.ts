import { GROUND_Y, WORLD_HEIGHT } from '../core/flight-constants';
import type { Bird, Cliff, Coin, PowerLine, Thermal, Tree } from '../core/flight-entities';
import { birdY, wireY } from '../core/flight-geometry';
import type { Course } from '../core/course-generator';
import { decorHash } from './decor-hash';

/** Draws the course in world coordinates (the camera transform is already applied). */
export function paintCourse(
  context: CanvasRenderingContext2D,
  course: Course,
  left: number,
  right: number,
  birdShiftFp: (bird: Bird) => number,
  timeMs: number,
): void {
  for (const thermal of course.thermals) {
    if (thermal.x + thermal.width >= left && thermal.x <= right) paintThermal(context, thermal, timeMs);
  }
  for (const obstacle of course.obstacles) {
    switch (obstacle.kind) {
      case 'tree':
        if (obstacle.x + obstacle.width >= left && obstacle.x - obstacle.width <= right) paintTree(context, obstacle);
        break;
      case 'cliff':
        if (obstacle.x + obstacle.width >= left && obstacle.x <= right) paintCliff(context, obstacle);
        break;
      case 'power-line':
        if (obstacle.x2 >= left - 10 && obstacle.x1 <= right + 10) paintPowerLine(context, obstacle);
        break;
      case 'bird': {
        const x = (obstacle.xFp + birdShiftFp(obstacle)) / 256;
        if (x >= left - 30 && x <= right + 30) paintBird(context, x, birdY(obstacle), timeMs + obstacle.baseY * 37);
        break;
      }
    }
  }
  for (const coin of course.coins) {
    if (!coin.taken && coin.x >= left - 20 && coin.x <= right + 20) paintCoin(context, coin, timeMs);
  }
}

function paintThermal(context: CanvasRenderingContext2D, thermal: Thermal, timeMs: number): void {
  const gradient = context.createLinearGradient(thermal.x, 0, thermal.x + thermal.width, 0);
  gradient.addColorStop(0, 'rgba(255,190,90,0)');
  gradient.addColorStop(0.5, 'rgba(255,190,90,0.28)');
  gradient.addColorStop(1, 'rgba(255,190,90,0)');
  context.fillStyle = gradient;
  context.fillRect(thermal.x, 0, thermal.width, GROUND_Y);
  // Rising motes show which way the air goes.
  context.fillStyle = 'rgba(255,245,220,0.8)';
  for (let i = 0; i < 9; i++) {
    const speed = 40 + decorHash(thermal.x + i) * 40;
    const y = GROUND_Y - (((timeMs / 1000) * speed + decorHash(thermal.x * 3 + i) * WORLD_HEIGHT) % GROUND_Y);
    const x = thermal.x + 8 + decorHash(thermal.x * 7 + i) * (thermal.width - 16);
    context.fillRect(x, y, 2.5, 5);
  }
}

function paintTree(context: CanvasRenderingContext2D, tree: Tree): void {
  const { x, width, height } = tree;
  context.fillStyle = '#6b4226';
  context.fillRect(x - 3, GROUND_Y - height * 0.35, 6, height * 0.35 + 2);
  if (tree.pine) {
    const layers = 3;
    for (let i = 0; i < layers; i++) {
      const base = GROUND_Y - height * 0.25 - (i * height * 0.75) / layers;
      const half = (width / 2) * (1 - i * 0.22);
      context.fillStyle = i % 2 === 0 ? '#2f7a3d' : '#38894a';
      context.beginPath();
      context.moveTo(x - half, base);
      context.lineTo(x, base - height * 0.42);
      context.lineTo(x + half, base);
      context.closePath();
      context.fill();
    }
  } else {
    const r = width / 2;
    const top = GROUND_Y - height;
    context.fillStyle = '#3f9444';
    context.beginPath();
    context.arc(x, top + r, r, 0, Math.PI * 2);
    context.arc(x - r * 0.45, top + r * 1.9, r * 0.8, 0, Math.PI * 2);
    context.arc(x + r * 0.45, top + r * 1.9, r * 0.8, 0, Math.PI * 2);
    context.rect(x - r * 0.8, top + r * 1.4, r * 1.6, Math.max(0, height * 0.65 - r * 1.4));
    context.fill();
    context.fillStyle = 'rgba(255,255,255,0.15)';
    context.beginPath();
    context.arc(x - r * 0.3, top + r * 0.7, r * 0.35, 0, Math.PI * 2);
    context.fill();
  }
}

function paintCliff(context: CanvasRenderingContext2D, cliff: Cliff): void {
  const { x, width, top } = cliff;
  const gradient = context.createLinearGradient(x, top, x + width, GROUND_Y);
  gradient.addColorStop(0, '#a08a74');
  gradient.addColorStop(1, '#6c5a4a');
  context.fillStyle = gradient;
  context.beginPath();
  context.moveTo(x - 6, GROUND_Y);
  // Jagged sides and top, the same every frame.
  const steps = 6;
  for (let i = 0; i <= steps; i++) {
    const y = GROUND_Y - ((GROUND_Y - top) * i) / steps;
    context.lineTo(x + decorHash(x + i) * 7, y);
  }
  for (let i = 1; i < 5; i++) context.lineTo(x + (width * i) / 5, top + decorHash(x * 3 + i) * 6);
  for (let i = steps; i >= 0; i--) {
    const y = GROUND_Y - ((GROUND_Y - top) * i) / steps;
    context.lineTo(x + width - decorHash(x * 5 + i) * 7, y);
  }
  context.lineTo(x + width + 6, GROUND_Y);
  context.closePath();
  context.fill();
  // Strata and a grassy lip.
  context.strokeStyle = 'rgba(0,0,0,0.15)';
  context.lineWidth = 2;
  for (let y = top + 26; y < GROUND_Y - 10; y += 28) {
    context.beginPath();
    context.moveTo(x + 8, y);
    context.lineTo(x + width - 8, y + decorHash(y) * 6 - 3);
    context.stroke();
  }
  context.fillStyle = '#5a9a4a';
  context.fillRect(x - 2, top - 2, width + 4, 7);
}

function paintPowerLine(context: CanvasRenderingContext2D, line: PowerLine): void {
  for (const px of [line.x1, line.x2]) {
    context.fillStyle = '#7b5533';
    context.fillRect(px - 3, line.top - 4, 6, GROUND_Y - line.top + 4);
    context.fillRect(px - 14, line.top + 2, 28, 4);
    context.fillStyle = '#d9e2ea';
    context.fillRect(px - 13, line.top - 2, 3, 5);
    context.fillRect(px + 10, line.top - 2, 3, 5);
  }
  context.strokeStyle = '#1d1d24';
  context.lineWidth = 2;
  context.beginPath();
  context.moveTo(line.x1, line.top);
  for (let x = line.x1 + 8; x < line.x2; x += 8) context.lineTo(x, wireY(line, x));
  context.lineTo(line.x2, line.top);
  context.stroke();
  // Warning balls on the wire.
  context.fillStyle = '#ff7a1a';
  const mid = (line.x1 + line.x2) >> 1;
  context.beginPath();
  context.arc(mid, wireY(line, mid), 5, 0, Math.PI * 2);
  context.fill();
}

function paintBird(context: CanvasRenderingContext2D, x: number, y: number, timeMs: number): void {
  const flap = Math.sin(timeMs / 90) * 7;
  context.strokeStyle = '#23252e';
  context.lineWidth = 3;
  context.lineCap = 'round';
  context.beginPath();
  context.moveTo(x - 12, y - flap);
  context.quadraticCurveTo(x - 5, y - 6, x, y);
  context.quadraticCurveTo(x + 5, y - 6, x + 12, y - flap);
  context.stroke();
  context.fillStyle = '#23252e';
  context.beginPath();
  context.ellipse(x, y + 1, 5, 3, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#f2a11f';
  context.beginPath();
  context.moveTo(x - 5, y);
  context.lineTo(x - 10, y + 2);
  context.lineTo(x - 5, y + 3);
  context.fill();
}

function paintCoin(context: CanvasRenderingContext2D, coin: Coin, timeMs: number): void {
  const spin = Math.abs(Math.cos(timeMs / 260 + coin.x * 0.05));
  const rx = 3 + 6 * spin;
  context.fillStyle = '#c98a0c';
  context.beginPath();
  context.ellipse(coin.x, coin.y, rx + 1.5, 10.5, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffd34a';
  context.beginPath();
  context.ellipse(coin.x, coin.y, rx, 9, 0, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = 'rgba(255,255,255,0.7)';
  context.fillRect(coin.x - rx * 0.4, coin.y - 5, Math.max(1, rx * 0.3), 8);
}
