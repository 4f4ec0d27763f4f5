/**
 * The hang glider seen from a little below: a striped delta sail, its keel, and the pilot
 * hanging prone in the harness under it. Drawn around the glider's centre in world pixels,
 * nose to the right, pitched by the climb rate.
 */
export function paintGlider(
  context: CanvasRenderingContext2D,
  x: number,
  y: number,
  pitch: number,
  crashed: boolean,
): void {
  context.save();
  context.translate(x, y);
  context.rotate(pitch);
  const sail = crashed ? '#8c8c8c' : '#ff5a36';
  const stripe = crashed ? '#c4c4c4' : '#ffd84a';

  // Far wing (behind the pilot), darker.
  context.fillStyle = crashed ? '#6e6e6e' : '#c8402a';
  context.beginPath();
  context.moveTo(18, -3);
  context.lineTo(-14, -11);
  context.lineTo(-8, -4);
  context.closePath();
  context.fill();

  // Hang strap and control bar.
  context.strokeStyle = '#3a3a44';
  context.lineWidth = 1.3;
  context.beginPath();
  context.moveTo(2, -2);
  context.lineTo(0, 7);
  context.moveTo(8, -1);
  context.lineTo(4, 9);
  context.lineTo(-4, 9);
  context.stroke();

  // Pilot, prone: body, legs, helmet.
  context.fillStyle = '#2b5cab';
  context.fillRect(-13, 6, 17, 5);
  context.fillStyle = '#1e3f78';
  context.fillRect(-17, 7, 5, 3);
  context.fillStyle = '#f4c69a';
  context.beginPath();
  context.arc(7, 8.5, 3.2, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.arc(7.5, 7.6, 3.4, Math.PI, 0);
  context.fill();

  // Near wing: the big sail with a stripe and a dark leading edge.
  context.fillStyle = sail;
  context.beginPath();
  context.moveTo(19, -2);
  context.lineTo(-16, -6);
  context.lineTo(-6, 4);
  context.closePath();
  context.fill();
  context.fillStyle = stripe;
  context.beginPath();
  context.moveTo(19, -2);
  context.lineTo(-4, -4.6);
  context.lineTo(1, 1.6);
  context.closePath();
  context.fill();
  context.strokeStyle = '#1f1f26';
  context.lineWidth = 1.6;
  context.beginPath();
  context.moveTo(20, -2);
  context.lineTo(-16, -6);
  context.stroke();
  context.restore();
}
