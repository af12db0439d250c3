#!/usr/bin/env bash
# Builds the intro video of /intro from the app's own assets. Not run by CI or the build: the
# outputs are committed. Run it again after changing a scene or a text in the intro namespace
# (a unit test in src/client/features/intro/ fails while the subtitles are out of date).
#
#   scripts/make-intro-video.sh                 # subtitles, both videos and the poster
#   scripts/make-intro-video.sh --preview DIR   # subtitles and the card pictures into DIR only
#
# Needs: ffmpeg from Debian (apt-get install ffmpeg; built with libfreetype, libvpx, libopus,
# libx264), the DejaVu fonts (fonts-dejavu-core), and node with the project's node_modules
# (tsx). Uses one thread per encode, so it can share a small machine.
#
# Inputs, all from src/client/public: logo.png, images/*-background.jpg and
# images/tax-letter-help.png for the pictures, sounds/intro.mp3 and sounds/login.mp3 for the
# audio track. Texts: src/client/locales/<lang>/intro.json; the timeline (a title card, the
# six steps, a closing card; 29 s): src/client/features/intro/intro-video.ts.
#
# Writes to src/client/public/videos/:
#   intro.webm          VP9 + Opus, 1280×720, 25 fps       (first choice of the page)
#   intro.mp4           H.264 + AAC, same picture, faststart (for Safari and older browsers)
#   intro-poster.jpg    the title card, shown before playback
#   intro.<lang>.vtt    subtitles for de, en, fr, gsw, it (the video shows the German text)
# The two videos stay well under 2 MB each: the pictures are still cards with fades.
set -euo pipefail
cd "$(dirname "$0")/.."

ROOT=$PWD
PUBLIC=$ROOT/src/client/public
OUT=$PUBLIC/videos
FONT_DIR=${FONT_DIR:-/usr/share/fonts/truetype/dejavu}
FONT=$FONT_DIR/DejaVuSans.ttf
FONT_BOLD=$FONT_DIR/DejaVuSans-Bold.ttf
FPS=25
FADE=0.4

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
for f in "$FONT" "$FONT_BOLD"; do
  [ -f "$f" ] || { echo "font $f is missing: apt-get install -y fonts-dejavu-core (or set FONT_DIR)" >&2; exit 1; }
done

WORK=$(mktemp -d "${TMPDIR:-/tmp}/helvetax-intro-XXXXXX")
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$OUT"

node --import tsx scripts/intro-video-texts.mjs "$WORK"

# Brand colours (logo and Tailwind theme): Swiss red, navy, slate text.
RED=0xD52B1E
NAVY=0x1F2F46
INK=0x0F172A
TEXT=0x334155
MUTED=0xCBD5E1

# drawtext for one line read from a file; expansion=none so '%' and ':' in texts stay literal.
# $1 file, $2 font, $3 size, $4 colour, $5 x expression, $6 y
text_line() {
  printf "drawtext=fontfile='%s':textfile='%s':expansion=none:fontsize=%s:fontcolor=%s:x=%s:y=%s" "$2" "$1" "$3" "$4" "$5" "$6"
}

# Renders scene $1 into $WORK/scene-$1.png (one 1280×720 picture).
render_scene() {
  local i=$1 kind seconds number
  read -r kind seconds number <"$WORK/scene-$i.txt"
  local background=$PUBLIC/images/wizard-background.jpg
  if [ "$kind" = step ] && [ $((number % 2)) -eq 0 ]; then background=$PUBLIC/images/login-background.jpg; fi

  local inputs=(-i "$background" -i "$PUBLIC/logo.png")
  # Overlays blend in RGB: in YUV the logo's transparent corners show as a pale square.
  local graph="[0:v]scale=1280:800,crop=1280:720:0:40,format=rgb24[bg];"
  local draw=() y k f

  if [ "$kind" = step ]; then
    # Small logo and name top left, a white panel with the red number square, title and text,
    # and a progress row of six bars at the bottom.
    graph+="[1:v]format=rgba,scale=64:64[logo];[bg][logo]overlay=72:36:format=rgb[base0];"
    local last=base0
    if [ "$number" -eq 2 ]; then
      inputs+=(-i "$PUBLIC/images/tax-letter-help.png")
      graph+="[2:v]scale=380:-1,pad=iw+8:ih+8:4:4:color=white[letter];[base0][letter]overlay=850:190:format=rgb[base1];"
      last=base1
    fi
    draw+=("$(text_line "$WORK/wordmark.txt" "$FONT_BOLD" 34 "$NAVY" 152 52)")
    draw+=("drawbox=x=72:y=136:w=740:h=452:color=white@0.92:t=fill")
    draw+=("drawbox=x=112:y=176:w=112:h=112:color=$RED:t=fill")
    printf '%s' "$number" >"$WORK/number-$i.txt"
    draw+=("$(text_line "$WORK/number-$i.txt" "$FONT_BOLD" 68 white '168-text_w/2' '232-text_h/2')")
    y=320
    for k in 0 1 2; do
      f=$WORK/scene-$i-head-$k.txt
      [ -f "$f" ] || break
      draw+=("$(text_line "$f" "$FONT_BOLD" 42 "$INK" 112 "$y")")
      y=$((y + 54))
    done
    y=$((y + 14))
    for k in 0 1 2 3; do
      f=$WORK/scene-$i-body-$k.txt
      [ -f "$f" ] || break
      draw+=("$(text_line "$f" "$FONT" 30 "$TEXT" 112 "$y")")
      y=$((y + 42))
    done
    for k in 1 2 3 4 5 6; do
      local colour=$MUTED
      [ "$k" -le "$number" ] && colour=$RED
      draw+=("drawbox=x=$((72 + (k - 1) * 192)):y=630:w=176:h=10:color=$colour:t=fill")
    done
    graph+="[$last]$(IFS=,; echo "${draw[*]}")[out]"
  else
    # Title and closing cards: the big logo in the middle and centred lines.
    local size=220 logo_y=60 head_size=30 head_colour=$RED body_size=52 body_colour=$INK body_step=66
    if [ "$kind" = outro ]; then size=160 logo_y=70 head_size=40 head_colour=$INK body_size=32 body_colour=$TEXT body_step=46; fi
    graph+="[1:v]format=rgba,scale=$size:$size[logo];[bg][logo]overlay=(W-w)/2:$logo_y:format=rgb[base0];"
    y=$((logo_y + size + 36))
    for k in 0 1; do
      f=$WORK/scene-$i-head-$k.txt
      [ -f "$f" ] || break
      draw+=("$(text_line "$f" "$FONT_BOLD" "$head_size" "$head_colour" '(w-text_w)/2' "$y")")
      y=$((y + head_size + 16))
    done
    y=$((y + 20))
    for k in 0 1 2 3; do
      f=$WORK/scene-$i-body-$k.txt
      [ -f "$f" ] || break
      local font=$FONT
      [ "$kind" = hero ] && font=$FONT_BOLD
      draw+=("$(text_line "$f" "$font" "$body_size" "$body_colour" '(w-text_w)/2' "$y")")
      y=$((y + body_step))
    done
    graph+="[base0]$(IFS=,; echo "${draw[*]}")[out]"
  fi
  ffmpeg -nostdin -v error -y -threads 1 "${inputs[@]}" -filter_complex "$graph" -map '[out]' -frames:v 1 "$WORK/scene-$i.png"
}

# The "Helvetax" wordmark goes through a file like every other text.
printf Helvetax >"$WORK/wordmark.txt"

SCENES=$(ls "$WORK"/scene-*.txt | grep -c 'scene-[0-9]*\.txt$')
for ((i = 0; i < SCENES; i++)); do render_scene "$i"; done
if [ "${1:-}" = --preview ]; then
  mkdir -p "${2:?--preview needs a folder}"
  cp "$WORK"/scene-*.png "$2"/
  echo "card pictures in $2"
  exit 0
fi

# Video: each card held for its time, fading in from and out to white, joined in order.
# Audio: the intro chime at the start and at the closing card, the short login sound at the
# start of each step, padded with silence to the full length and faded out.
video_inputs=() video_graph="" concat=""
clicks=() click_labels="" click_mix="" outro_ms=0 start=0
for ((i = 0; i < SCENES; i++)); do
  read -r kind seconds number <"$WORK/scene-$i.txt"
  video_inputs+=(-loop 1 -framerate "$FPS" -t "$seconds" -i "$WORK/scene-$i.png")
  out_at=$(awk "BEGIN { print $seconds - $FADE }")
  video_graph+="[$i:v]format=yuv420p,fade=t=in:st=0:d=$FADE:color=white,fade=t=out:st=$out_at:d=$FADE:color=white[v$i];"
  concat+="[v$i]"
  ms=$(awk "BEGIN { print int($start * 1000) }")
  if [ "$kind" = step ]; then
    c=${#clicks[@]}
    clicks+=("[click$c]adelay=$((ms + 250)):all=1[c$c];")
    click_labels+="[click$c]"
    click_mix+="[c$c]"
  elif [ "$kind" = outro ]; then
    outro_ms=$ms
  fi
  start=$(awk "BEGIN { print $start + $seconds }")
done
TOTAL=$start
fade_at=$(awk "BEGIN { print $TOTAL - 1.5 }")

audio_inputs=(-i "$PUBLIC/sounds/intro.mp3" -i "$PUBLIC/sounds/login.mp3")
audio_graph="[0:a]aresample=48000,asplit=2[chime0][chime1];"
audio_graph+="[1:a]aresample=48000,volume=0.5,asplit=${#clicks[@]}$click_labels;"
audio_graph+="[chime0]adelay=300:all=1[a0];[chime1]adelay=$((outro_ms + 300)):all=1[a1];"
audio_graph+="$(IFS=; echo "${clicks[*]}")"
audio_graph+="[a0][a1]${click_mix}amix=inputs=$((2 + ${#clicks[@]})):normalize=0:duration=longest,"
audio_graph+="apad=whole_dur=$TOTAL,afade=t=out:st=$fade_at:d=1.5[aout]"

# Picture and sound are made apart and joined at the end; the picture goes through a lossless
# intermediate, so the two encodes below only compress. (apad needs whole_dur: an endless
# apad cut by atrim keeps ffmpeg 5.1 running forever.)
echo "Joining the cards…"
ffmpeg -nostdin -v error -y "${video_inputs[@]}" -filter_complex "${video_graph}${concat}concat=n=$SCENES:v=1:a=0,fps=$FPS[vout]" \
  -map '[vout]' -c:v libx264 -preset ultrafast -qp 0 -threads 1 "$WORK/picture.mkv"
ffmpeg -nostdin -v error -y "${audio_inputs[@]}" -filter_complex "$audio_graph" \
  -map '[aout]' -t "$TOTAL" -ac 1 -c:a pcm_s16le "$WORK/sound.wav"

echo "Encoding intro.webm (VP9/Opus)…"
ffmpeg -nostdin -v error -y -i "$WORK/picture.mkv" -i "$WORK/sound.wav" -map 0:v -map 1:a -t "$TOTAL" \
  -c:v libvpx-vp9 -b:v 0 -crf 38 -deadline good -cpu-used 4 -row-mt 0 -threads 1 -g 250 -pix_fmt yuv420p \
  -c:a libopus -b:a 48k -ac 1 \
  -metadata title="Helvetax – Intro" "$OUT/intro.webm"

echo "Encoding intro.mp4 (H.264/AAC)…"
ffmpeg -nostdin -v error -y -i "$WORK/picture.mkv" -i "$WORK/sound.wav" -map 0:v -map 1:a -t "$TOTAL" \
  -c:v libx264 -preset medium -tune stillimage -crf 26 -threads 1 -g 250 -pix_fmt yuv420p -profile:v high -level 4.0 \
  -c:a aac -b:a 64k -ac 1 \
  -movflags +faststart -metadata title="Helvetax – Intro" "$OUT/intro.mp4"

# The poster is the title card itself, so it matches the first frame after the fade-in.
ffmpeg -nostdin -v error -y -i "$WORK/scene-0.png" -q:v 4 "$OUT/intro-poster.jpg"

for f in intro.webm intro.mp4 intro-poster.jpg; do
  printf '%-18s %8d bytes\n' "$f" "$(stat -c %s "$OUT/$f")"
done
size=$(($(stat -c %s "$OUT/intro.webm") + $(stat -c %s "$OUT/intro.mp4")))
[ "$size" -lt 2000000 ] || echo "warning: the two videos together are $size bytes (aim: under 2 MB)" >&2
