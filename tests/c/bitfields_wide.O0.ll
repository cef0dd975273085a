; ModuleID = 'bitfields_wide.c'
source_filename = "bitfields_wide.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.P2 = type <{ [15 x i8], i16 }>
%struct.P3 = type <{ i8, [22 x i8], i16, [3 x i8] }>
%struct.S4 = type { i64, i64, i64, i8 }

@.str = private unnamed_addr constant [13 x i8] c"g1 %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"l2 %llx %lld %x %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"l3 %llx %llx %llx %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"g4 %u %d %llx %d %llx %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"checksum = %016llx\0A\00", align 1
@crc = internal global i64 -1, align 8
@g2 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -49, i8 94, i8 110, i8 22, i8 52, i8 -18, i8 -51, i8 -85, i8 -3, i8 -1 }, align 1
@g3 = internal global <{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i16, i8, i8, i8 }> <{ i8 1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 28, i8 24, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -64, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i16 -2, i8 96, i8 121, i8 -2 }>, align 1
@g1 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 67, i8 107, i8 9 }, align 1
@g4 = internal global { i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 100, [3 x i8] undef, i8 97, i8 121, i8 -2, i8 31, i8 -1, i8 -1, i8 -1, i8 -1, i8 15, i8 0, i8 0, i8 0, i8 -16, i8 -34, i8 -68, i8 -102, i8 120, i8 86, i8 52, i8 18, i8 1, [7 x i8] undef }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P2, align 1
  %3 = alloca %struct.P3, align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @g2, i64 17, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @g3, i64 28, i1 false)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %180, %0
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 50
  br i1 %7, label %8, label %183

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  call void @step(ptr noundef %2, ptr noundef %3, i32 noundef %9)
  %10 = load i72, ptr @g1, align 1
  %11 = shl i72 %10, 42
  %12 = ashr i72 %11, 42
  %13 = trunc i72 %12 to i32
  %14 = load i120, ptr %2, align 1
  %15 = lshr i120 %14, 100
  %16 = trunc i120 %15 to i32
  %17 = sub nsw i32 %13, %16
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %17, %18
  %20 = zext i32 %19 to i72
  %21 = load i72, ptr @g1, align 1
  %22 = and i72 %20, 1073741823
  %23 = and i72 %21, -1073741824
  %24 = or i72 %23, %22
  store i72 %24, ptr @g1, align 1
  %25 = shl i72 %22, 42
  %26 = ashr i72 %25, 42
  %27 = trunc i72 %26 to i32
  %28 = load i72, ptr @g1, align 1
  %29 = lshr i72 %28, 30
  %30 = and i72 %29, 131071
  %31 = trunc i72 %30 to i32
  %32 = load i72, ptr @g1, align 1
  %33 = ashr i72 %32, 47
  %34 = trunc i72 %33 to i32
  %35 = add nsw i32 %31, %34
  %36 = zext i32 %35 to i72
  %37 = load i72, ptr @g1, align 1
  %38 = and i72 %36, 131071
  %39 = shl i72 %38, 30
  %40 = and i72 %37, -140736414613505
  %41 = or i72 %40, %39
  store i72 %41, ptr @g1, align 1
  %42 = trunc i72 %38 to i32
  %43 = load i72, ptr @g1, align 1
  %44 = ashr i72 %43, 47
  %45 = trunc i72 %44 to i32
  %46 = shl i32 %45, 1
  %47 = load i72, ptr @g1, align 1
  %48 = shl i72 %47, 42
  %49 = ashr i72 %48, 42
  %50 = trunc i72 %49 to i32
  %51 = xor i32 %46, %50
  %52 = zext i32 %51 to i72
  %53 = load i72, ptr @g1, align 1
  %54 = and i72 %52, 33554431
  %55 = shl i72 %54, 47
  %56 = and i72 %53, 140737488355327
  %57 = or i72 %56, %55
  store i72 %57, ptr @g1, align 1
  %58 = shl i72 %54, 47
  %59 = ashr i72 %58, 47
  %60 = trunc i72 %59 to i32
  %61 = load i64, ptr @g4, align 8
  %62 = shl i64 %61, 3
  %63 = ashr i64 %62, 35
  %64 = trunc i64 %63 to i32
  %65 = mul nsw i32 %64, 7
  %66 = load i72, ptr @g1, align 1
  %67 = ashr i72 %66, 47
  %68 = trunc i72 %67 to i32
  %69 = add nsw i32 %65, %68
  %70 = zext i32 %69 to i64
  %71 = load i64, ptr @g4, align 8
  %72 = and i64 %70, 536870911
  %73 = shl i64 %72, 32
  %74 = and i64 %71, -2305843004918726657
  %75 = or i64 %74, %73
  store i64 %75, ptr @g4, align 8
  %76 = shl i64 %72, 35
  %77 = ashr i64 %76, 35
  %78 = trunc i64 %77 to i32
  %79 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %80 = and i64 %79, 8589934591
  %81 = load i64, ptr @g4, align 8
  %82 = shl i64 %81, 3
  %83 = ashr i64 %82, 35
  %84 = trunc i64 %83 to i32
  %85 = sext i32 %84 to i64
  %86 = add i64 %80, %85
  %87 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %88 = and i64 %86, 8589934591
  %89 = and i64 %87, -8589934592
  %90 = or i64 %89, %88
  store i64 %90, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %91 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %92 = mul i64 %91, 31
  %93 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %94 = and i64 %93, 8589934591
  %95 = add i64 %92, %94
  store i64 %95, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %96 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %97 = and i8 %96, 1
  %98 = zext i8 %97 to i32
  %99 = icmp ne i32 %98, 0
  %100 = xor i1 %99, true
  %101 = zext i1 %100 to i32
  %102 = trunc i32 %101 to i8
  %103 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %104 = and i8 %102, 1
  %105 = and i8 %103, -2
  %106 = or i8 %105, %104
  store i8 %106, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %107 = zext i8 %104 to i32
  %108 = load i72, ptr @g1, align 1
  %109 = shl i72 %108, 42
  %110 = ashr i72 %109, 42
  %111 = trunc i72 %110 to i32
  %112 = sext i32 %111 to i64
  call void @mix(i64 noundef %112)
  %113 = load i72, ptr @g1, align 1
  %114 = lshr i72 %113, 30
  %115 = and i72 %114, 131071
  %116 = trunc i72 %115 to i32
  %117 = zext i32 %116 to i64
  call void @mix(i64 noundef %117)
  %118 = load i72, ptr @g1, align 1
  %119 = ashr i72 %118, 47
  %120 = trunc i72 %119 to i32
  %121 = sext i32 %120 to i64
  call void @mix(i64 noundef %121)
  %122 = load i120, ptr %2, align 1
  %123 = and i120 %122, 1152921504606846975
  %124 = trunc i120 %123 to i64
  call void @mix(i64 noundef %124)
  %125 = load i120, ptr %2, align 1
  %126 = shl i120 %125, 20
  %127 = ashr i120 %126, 80
  %128 = trunc i120 %127 to i64
  call void @mix(i64 noundef %128)
  %129 = load i120, ptr %2, align 1
  %130 = lshr i120 %129, 100
  %131 = trunc i120 %130 to i32
  %132 = zext i32 %131 to i64
  call void @mix(i64 noundef %132)
  %133 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %134 = load i16, ptr %133, align 1
  %135 = sext i16 %134 to i32
  %136 = sext i32 %135 to i64
  call void @mix(i64 noundef %136)
  %137 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %138 = load i176, ptr %137, align 1
  %139 = and i176 %138, 9223372036854775807
  %140 = trunc i176 %139 to i64
  call void @mix(i64 noundef %140)
  %141 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %142 = load i176, ptr %141, align 1
  %143 = lshr i176 %142, 63
  %144 = and i176 %143, 9223372036854775807
  %145 = trunc i176 %144 to i64
  call void @mix(i64 noundef %145)
  %146 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %147 = load i176, ptr %146, align 1
  %148 = lshr i176 %147, 126
  %149 = trunc i176 %148 to i64
  call void @mix(i64 noundef %149)
  %150 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 3
  %151 = load i24, ptr %150, align 1
  %152 = sext i24 %151 to i32
  %153 = sext i32 %152 to i64
  call void @mix(i64 noundef %153)
  %154 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 0
  %155 = load i8, ptr %154, align 1
  %156 = sext i8 %155 to i64
  call void @mix(i64 noundef %156)
  %157 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 2
  %158 = load i16, ptr %157, align 1
  %159 = sext i16 %158 to i64
  call void @mix(i64 noundef %159)
  %160 = load i64, ptr @g4, align 8
  %161 = and i64 %160, 127
  %162 = trunc i64 %161 to i32
  %163 = zext i32 %162 to i64
  call void @mix(i64 noundef %163)
  %164 = load i64, ptr @g4, align 8
  %165 = shl i64 %164, 3
  %166 = ashr i64 %165, 35
  %167 = trunc i64 %166 to i32
  %168 = sext i32 %167 to i64
  call void @mix(i64 noundef %168)
  %169 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %170 = and i64 %169, 8589934591
  call void @mix(i64 noundef %170)
  %171 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %172 = ashr i64 %171, 33
  %173 = trunc i64 %172 to i32
  %174 = sext i32 %173 to i64
  call void @mix(i64 noundef %174)
  %175 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  call void @mix(i64 noundef %175)
  %176 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %177 = and i8 %176, 1
  %178 = zext i8 %177 to i32
  %179 = zext i32 %178 to i64
  call void @mix(i64 noundef %179)
  br label %180

180:                                              ; preds = %8
  %181 = load i32, ptr %4, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %4, align 4
  br label %5, !llvm.loop !6

183:                                              ; preds = %5
  %184 = load i72, ptr @g1, align 1
  %185 = shl i72 %184, 42
  %186 = ashr i72 %185, 42
  %187 = trunc i72 %186 to i32
  %188 = load i72, ptr @g1, align 1
  %189 = lshr i72 %188, 30
  %190 = and i72 %189, 131071
  %191 = trunc i72 %190 to i32
  %192 = load i72, ptr @g1, align 1
  %193 = ashr i72 %192, 47
  %194 = trunc i72 %193 to i32
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %187, i32 noundef %191, i32 noundef %194)
  %196 = load i120, ptr %2, align 1
  %197 = and i120 %196, 1152921504606846975
  %198 = trunc i120 %197 to i64
  %199 = load i120, ptr %2, align 1
  %200 = shl i120 %199, 20
  %201 = ashr i120 %200, 80
  %202 = trunc i120 %201 to i64
  %203 = load i120, ptr %2, align 1
  %204 = lshr i120 %203, 100
  %205 = trunc i120 %204 to i32
  %206 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %207 = load i16, ptr %206, align 1
  %208 = sext i16 %207 to i32
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %198, i64 noundef %202, i32 noundef %205, i32 noundef %208)
  %210 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %211 = load i176, ptr %210, align 1
  %212 = and i176 %211, 9223372036854775807
  %213 = trunc i176 %212 to i64
  %214 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %215 = load i176, ptr %214, align 1
  %216 = lshr i176 %215, 63
  %217 = and i176 %216, 9223372036854775807
  %218 = trunc i176 %217 to i64
  %219 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %220 = load i176, ptr %219, align 1
  %221 = lshr i176 %220, 126
  %222 = trunc i176 %221 to i64
  %223 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 3
  %224 = load i24, ptr %223, align 1
  %225 = sext i24 %224 to i32
  %226 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 0
  %227 = load i8, ptr %226, align 1
  %228 = sext i8 %227 to i32
  %229 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 2
  %230 = load i16, ptr %229, align 1
  %231 = sext i16 %230 to i32
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %213, i64 noundef %218, i64 noundef %222, i32 noundef %225, i32 noundef %228, i32 noundef %231)
  %233 = load i64, ptr @g4, align 8
  %234 = and i64 %233, 127
  %235 = trunc i64 %234 to i32
  %236 = load i64, ptr @g4, align 8
  %237 = shl i64 %236, 3
  %238 = ashr i64 %237, 35
  %239 = trunc i64 %238 to i32
  %240 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %241 = and i64 %240, 8589934591
  %242 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 8
  %243 = ashr i64 %242, 33
  %244 = trunc i64 %243 to i32
  %245 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %246 = load i8, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %247 = and i8 %246, 1
  %248 = zext i8 %247 to i32
  %249 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %235, i32 noundef %239, i64 noundef %241, i32 noundef %244, i64 noundef %245, i32 noundef %248)
  %250 = load i64, ptr @crc, align 8
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %250)
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @step(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i120, ptr %7, align 1
  %9 = shl i120 %8, 20
  %10 = ashr i120 %9, 80
  %11 = trunc i120 %10 to i64
  %12 = mul nsw i64 %11, 3
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %12, %14
  %16 = load ptr, ptr %4, align 8
  %17 = zext i64 %15 to i120
  %18 = load i120, ptr %16, align 1
  %19 = and i120 %17, 1099511627775
  %20 = shl i120 %19, 60
  %21 = and i120 %18, -1267650600227076479992096358401
  %22 = or i120 %21, %20
  store i120 %22, ptr %16, align 1
  %23 = shl i120 %19, 80
  %24 = ashr i120 %23, 80
  %25 = trunc i120 %24 to i64
  %26 = load ptr, ptr %4, align 8
  %27 = load i120, ptr %26, align 1
  %28 = shl i120 %27, 20
  %29 = ashr i120 %28, 80
  %30 = trunc i120 %29 to i64
  %31 = shl i64 %30, 7
  %32 = load ptr, ptr %4, align 8
  %33 = load i120, ptr %32, align 1
  %34 = and i120 %33, 1152921504606846975
  %35 = trunc i120 %34 to i64
  %36 = xor i64 %35, %31
  %37 = zext i64 %36 to i120
  %38 = load i120, ptr %32, align 1
  %39 = and i120 %37, 1152921504606846975
  %40 = and i120 %38, -1152921504606846976
  %41 = or i120 %40, %39
  store i120 %41, ptr %32, align 1
  %42 = trunc i120 %39 to i64
  %43 = load i32, ptr %6, align 4
  %44 = trunc i32 %43 to i16
  %45 = sext i16 %44 to i32
  %46 = load ptr, ptr %4, align 8
  %47 = getelementptr inbounds %struct.P2, ptr %46, i32 0, i32 1
  %48 = load i16, ptr %47, align 1
  %49 = sext i16 %48 to i32
  %50 = add nsw i32 %49, %45
  %51 = trunc i32 %50 to i16
  store i16 %51, ptr %47, align 1
  %52 = sext i16 %51 to i32
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.P3, ptr %53, i32 0, i32 1
  %55 = load i176, ptr %54, align 1
  %56 = lshr i176 %55, 63
  %57 = and i176 %56, 9223372036854775807
  %58 = trunc i176 %57 to i64
  %59 = load ptr, ptr %5, align 8
  %60 = getelementptr inbounds %struct.P3, ptr %59, i32 0, i32 1
  %61 = load i176, ptr %60, align 1
  %62 = and i176 %61, 9223372036854775807
  %63 = trunc i176 %62 to i64
  %64 = lshr i64 %63, 3
  %65 = add i64 %58, %64
  %66 = load i32, ptr %6, align 4
  %67 = sext i32 %66 to i64
  %68 = add i64 %65, %67
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds %struct.P3, ptr %69, i32 0, i32 1
  %71 = zext i64 %68 to i176
  %72 = load i176, ptr %70, align 1
  %73 = and i176 %71, 9223372036854775807
  %74 = shl i176 %73, 63
  %75 = and i176 %72, -85070591730234615856620279821087277057
  %76 = or i176 %75, %74
  store i176 %76, ptr %70, align 1
  %77 = trunc i176 %73 to i64
  %78 = load ptr, ptr %5, align 8
  %79 = getelementptr inbounds %struct.P3, ptr %78, i32 0, i32 1
  %80 = load i176, ptr %79, align 1
  %81 = lshr i176 %80, 126
  %82 = trunc i176 %81 to i64
  %83 = mul i64 %82, 5
  %84 = load i32, ptr %6, align 4
  %85 = sext i32 %84 to i64
  %86 = sub i64 %83, %85
  %87 = load ptr, ptr %5, align 8
  %88 = getelementptr inbounds %struct.P3, ptr %87, i32 0, i32 1
  %89 = zext i64 %86 to i176
  %90 = load i176, ptr %88, align 1
  %91 = and i176 %89, 1125899906842623
  %92 = shl i176 %91, 126
  %93 = and i176 %90, 85070591730234615865843651857942052863
  %94 = or i176 %93, %92
  store i176 %94, ptr %88, align 1
  %95 = trunc i176 %91 to i64
  %96 = load ptr, ptr %5, align 8
  %97 = getelementptr inbounds %struct.P3, ptr %96, i32 0, i32 3
  %98 = load i24, ptr %97, align 1
  %99 = sext i24 %98 to i32
  %100 = load i32, ptr %6, align 4
  %101 = shl i32 %100, 4
  %102 = xor i32 %99, %101
  %103 = load ptr, ptr %5, align 8
  %104 = getelementptr inbounds %struct.P3, ptr %103, i32 0, i32 3
  %105 = trunc i32 %102 to i24
  store i24 %105, ptr %104, align 1
  %106 = sext i24 %105 to i32
  %107 = load ptr, ptr %5, align 8
  %108 = getelementptr inbounds %struct.P3, ptr %107, i32 0, i32 1
  %109 = load i176, ptr %108, align 1
  %110 = and i176 %109, 9223372036854775807
  %111 = trunc i176 %110 to i64
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds %struct.P3, ptr %112, i32 0, i32 1
  %114 = load i176, ptr %113, align 1
  %115 = lshr i176 %114, 126
  %116 = trunc i176 %115 to i64
  %117 = sub i64 %111, %116
  %118 = load ptr, ptr %5, align 8
  %119 = getelementptr inbounds %struct.P3, ptr %118, i32 0, i32 1
  %120 = zext i64 %117 to i176
  %121 = load i176, ptr %119, align 1
  %122 = and i176 %120, 9223372036854775807
  %123 = and i176 %121, -9223372036854775808
  %124 = or i176 %123, %122
  store i176 %124, ptr %119, align 1
  %125 = trunc i176 %122 to i64
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr @crc, align 8
  %4 = load i64, ptr %2, align 8
  %5 = xor i64 %3, %4
  %6 = mul i64 %5, 1099511628211
  store i64 %6, ptr @crc, align 8
  %7 = load i64, ptr @crc, align 8
  %8 = lshr i64 %7, 29
  %9 = load i64, ptr @crc, align 8
  %10 = xor i64 %9, %8
  store i64 %10, ptr @crc, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
