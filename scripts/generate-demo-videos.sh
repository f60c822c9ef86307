#!/usr/bin/env bash
# Makes the three looping "trending" clips from their SVG posters:
#   public/demo/video/trending-N.mp4 (H.264, yuv420p, +faststart) and .webm (VP9), 480x480, 24 fps, 4 s, no audio.
# Needs ffmpeg (with libx264 and libvpx-vp9); CI never runs this, the outputs are committed.
# Run after `npm run demo-data` whenever the posters change:  bash scripts/generate-demo-videos.sh
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
posters="$root/public/demo/img/home"
out="$root/public/demo/video"
size=480
fps=24
frames=96      # 4 s at 24 fps
hires=1920     # zoompan moves in whole input pixels; a 4x source keeps the motion smooth at 480
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

command -v ffmpeg >/dev/null || { echo "ffmpeg is required" >&2; exit 1; }

# grep without -q reads all input, so pipefail never sees ffmpeg die of SIGPIPE.
rasterise() { # svg png
  if ffmpeg -hide_banner -decoders 2>/dev/null | grep librsvg >/dev/null; then
    ffmpeg -v error -y -width "$hires" -height "$hires" -i "$1" -frames:v 1 "$2"
  elif command -v rsvg-convert >/dev/null; then
    rsvg-convert -w "$hires" -h "$hires" -o "$2" "$1"
  elif convert -version 2>/dev/null | grep ImageMagick >/dev/null; then
    convert -background none -density 384 "$1" -resize "${hires}x${hires}" "$2"
  else
    echo "No SVG rasteriser: need ffmpeg built with librsvg, rsvg-convert or ImageMagick" >&2
    exit 1
  fi
}

# Zoom in and back out over one full cosine period, with a sideways sway: frame 96 would equal frame 0,
# so the clip loops without a jump. Alternate clips sway the other way so the three differ.
motion() { # n
  local dir=$(( $1 % 2 == 0 ? -1 : 1 ))
  local phase="2*PI*on/$frames"
  echo "zoompan=z='1+0.09*(1-cos($phase))':x='(iw-iw/zoom)*(0.5+0.3*$dir*sin($phase))':y='(ih-ih/zoom)*0.4':d=$frames:s=${size}x${size}:fps=$fps,format=yuv420p"
}

# Bit-exact flags and no metadata, so reruns on the same ffmpeg build give identical bytes.
common=(-v error -y -an -map_metadata -1 -fflags +bitexact -flags:v +bitexact -frames:v "$frames" -threads 1)

mkdir -p "$out"
for n in 1 2 3; do
  png="$tmp/trending-$n.png"
  rasterise "$posters/trending-$n.svg" "$png"
  vf="$(motion "$n")"
  ffmpeg -i "$png" -vf "$vf" "${common[@]}" \
    -c:v libx264 -preset slow -crf 26 -profile:v main -pix_fmt yuv420p -g 48 -movflags +faststart \
    "$out/trending-$n.mp4"
  ffmpeg -i "$png" -vf "$vf" "${common[@]}" \
    -c:v libvpx-vp9 -b:v 0 -crf 38 -deadline good -cpu-used 2 -row-mt 0 -g 48 -pix_fmt yuv420p \
    "$out/trending-$n.webm"
  echo "trending-$n: $(wc -c < "$out/trending-$n.mp4") B mp4, $(wc -c < "$out/trending-$n.webm") B webm"
done
