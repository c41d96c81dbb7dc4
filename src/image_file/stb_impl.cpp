// stb_impl.cpp: stb_image and stb_image_write themselves, from Debian's
// libstb-dev (headers copied into the build as a system include, so their
// warnings are not ours), built with only PNG and JPEG and a dimension
// limit. Its own file so that a sanitizer build can leave out the checks for
// stb's deliberate arithmetic (its shifts of negative values) while keeping
// every memory check: CMakeLists.txt says which.
#define STBI_ONLY_PNG
#define STBI_ONLY_JPEG
#define STBI_NO_STDIO
#define STBI_MAX_DIMENSIONS 16384
// stb keeps its failure reason in thread-local storage, which WebAssembly
// without atomics cannot link (the CLI's Node build failed on it); one
// global is enough: pictures are decoded on one thread.
#define STBI_NO_THREAD_LOCALS
#define STB_IMAGE_IMPLEMENTATION
#include <stb_image.h>
#define STBI_WRITE_NO_STDIO
#define STB_IMAGE_WRITE_IMPLEMENTATION
#include <stb_image_write.h>
