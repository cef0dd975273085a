; ModuleID = 'bitfields_wide.c'
source_filename = "bitfields_wide.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.P2 = type { i64, i64, i32, i32 }
%struct.P3 = type <{ i8, i64, i64, i64, i16, i32 }>
%struct.P1 = type { i32, i32, i32 }
%struct.S4 = type { i32, i32, i64, i32, i64, i32 }

@.str = private unnamed_addr constant [13 x i8] c"g1 %d %u %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"l2 %llx %lld %x %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"l3 %llx %llx %llx %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"g4 %u %d %llx %d %llx %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"checksum = %016llx\0A\00", align 1
@crc = internal global i64 -1, align 8
@g2 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, i8, i8, [2 x i8] } { i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 15, i8 -20, i8 -27, i8 102, i8 65, i8 -29, [3 x i8] undef, i8 -34, i8 -68, i8 10, i8 undef, i8 -3, i8 -1, [2 x i8] undef }, align 1
@g3 = internal global <{ i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i16, i8, i8, i8, i8 }> <{ i8 1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 127, i8 57, i8 48, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 3, i8 undef, i16 -2, i8 96, i8 121, i8 -2, i8 undef }>, align 1
@g1 = internal global { i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8 } { i8 -5, i8 -1, i8 -1, i8 63, i8 -1, i8 -1, i8 1, i8 undef, i8 -121, i8 -42, i8 18, i8 0 }, align 1
@g4 = internal global { i8, [3 x i8], i8, i8, i8, i8, i8, i8, i8, i8, i8, [3 x i8], i8, i8, i8, i8, [4 x i8], i8, i8, i8, i8, i8, i8, i8, i8, i8, [7 x i8] } { i8 100, [3 x i8] undef, i8 97, i8 121, i8 -2, i8 31, i8 -1, i8 -1, i8 -1, i8 -1, i8 1, [3 x i8] undef, i8 7, i8 0, i8 0, i8 0, [4 x i8] undef, i8 -16, i8 -34, i8 -68, i8 -102, i8 120, i8 86, i8 52, i8 18, i8 1, [7 x i8] undef }, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.P2, align 1
  %3 = alloca %struct.P3, align 1
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @g2, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3, ptr align 1 @g3, i64 31, i1 false)
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %151, %0
  %6 = load i32, ptr %4, align 4
  %7 = icmp slt i32 %6, 50
  br i1 %7, label %8, label %154

8:                                                ; preds = %5
  %9 = load i32, ptr %4, align 4
  call void @step(ptr noundef %2, ptr noundef %3, i32 noundef %9)
  %10 = load i32, ptr @g1, align 1
  %11 = shl i32 %10, 2
  %12 = ashr i32 %11, 2
  %13 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 2
  %14 = load i32, ptr %13, align 1
  %15 = and i32 %14, 1048575
  %16 = sub nsw i32 %12, %15
  %17 = load i32, ptr %4, align 4
  %18 = add nsw i32 %16, %17
  %19 = load i32, ptr @g1, align 1
  %20 = and i32 %18, 1073741823
  %21 = and i32 %19, -1073741824
  %22 = or i32 %21, %20
  store i32 %22, ptr @g1, align 1
  %23 = shl i32 %20, 2
  %24 = ashr i32 %23, 2
  %25 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 1), align 1
  %26 = and i32 %25, 131071
  %27 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %28 = shl i32 %27, 7
  %29 = ashr i32 %28, 7
  %30 = add nsw i32 %26, %29
  %31 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 1), align 1
  %32 = and i32 %30, 131071
  %33 = and i32 %31, -131072
  %34 = or i32 %33, %32
  store i32 %34, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 1), align 1
  %35 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %36 = shl i32 %35, 7
  %37 = ashr i32 %36, 7
  %38 = shl i32 %37, 1
  %39 = load i32, ptr @g1, align 1
  %40 = shl i32 %39, 2
  %41 = ashr i32 %40, 2
  %42 = xor i32 %38, %41
  %43 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %44 = and i32 %42, 33554431
  %45 = and i32 %43, -33554432
  %46 = or i32 %45, %44
  store i32 %46, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %47 = shl i32 %44, 7
  %48 = ashr i32 %47, 7
  %49 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 4
  %50 = shl i32 %49, 3
  %51 = ashr i32 %50, 3
  %52 = mul nsw i32 %51, 7
  %53 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %54 = shl i32 %53, 7
  %55 = ashr i32 %54, 7
  %56 = add nsw i32 %52, %55
  %57 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 4
  %58 = and i32 %56, 536870911
  %59 = and i32 %57, -536870912
  %60 = or i32 %59, %58
  store i32 %60, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 4
  %61 = shl i32 %58, 3
  %62 = ashr i32 %61, 3
  %63 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %64 = and i64 %63, 8589934591
  %65 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 4
  %66 = shl i32 %65, 3
  %67 = ashr i32 %66, 3
  %68 = sext i32 %67 to i64
  %69 = add i64 %64, %68
  %70 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %71 = and i64 %69, 8589934591
  %72 = and i64 %70, -8589934592
  %73 = or i64 %72, %71
  store i64 %73, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %74 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 4), align 8
  %75 = mul i64 %74, 31
  %76 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %77 = and i64 %76, 8589934591
  %78 = add i64 %75, %77
  store i64 %78, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 4), align 8
  %79 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 5), align 8
  %80 = and i32 %79, 1
  %81 = icmp ne i32 %80, 0
  %82 = xor i1 %81, true
  %83 = zext i1 %82 to i32
  %84 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 5), align 8
  %85 = and i32 %83, 1
  %86 = and i32 %84, -2
  %87 = or i32 %86, %85
  store i32 %87, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 5), align 8
  %88 = load i32, ptr @g1, align 1
  %89 = shl i32 %88, 2
  %90 = ashr i32 %89, 2
  %91 = sext i32 %90 to i64
  call void @mix(i64 noundef %91)
  %92 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 1), align 1
  %93 = and i32 %92, 131071
  %94 = zext i32 %93 to i64
  call void @mix(i64 noundef %94)
  %95 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %96 = shl i32 %95, 7
  %97 = ashr i32 %96, 7
  %98 = sext i32 %97 to i64
  call void @mix(i64 noundef %98)
  %99 = load i64, ptr %2, align 1
  %100 = and i64 %99, 1152921504606846975
  call void @mix(i64 noundef %100)
  %101 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %102 = load i64, ptr %101, align 1
  %103 = shl i64 %102, 24
  %104 = ashr i64 %103, 24
  call void @mix(i64 noundef %104)
  %105 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 2
  %106 = load i32, ptr %105, align 1
  %107 = and i32 %106, 1048575
  %108 = zext i32 %107 to i64
  call void @mix(i64 noundef %108)
  %109 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 3
  %110 = load i32, ptr %109, align 1
  %111 = shl i32 %110, 16
  %112 = ashr i32 %111, 16
  %113 = sext i32 %112 to i64
  call void @mix(i64 noundef %113)
  %114 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %115 = load i64, ptr %114, align 1
  %116 = and i64 %115, 9223372036854775807
  call void @mix(i64 noundef %116)
  %117 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 2
  %118 = load i64, ptr %117, align 1
  %119 = and i64 %118, 9223372036854775807
  call void @mix(i64 noundef %119)
  %120 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 3
  %121 = load i64, ptr %120, align 1
  %122 = and i64 %121, 1125899906842623
  call void @mix(i64 noundef %122)
  %123 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 5
  %124 = load i32, ptr %123, align 1
  %125 = shl i32 %124, 8
  %126 = ashr i32 %125, 8
  %127 = sext i32 %126 to i64
  call void @mix(i64 noundef %127)
  %128 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 0
  %129 = load i8, ptr %128, align 1
  %130 = sext i8 %129 to i64
  call void @mix(i64 noundef %130)
  %131 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 4
  %132 = load i16, ptr %131, align 1
  %133 = sext i16 %132 to i64
  call void @mix(i64 noundef %133)
  %134 = load i32, ptr @g4, align 8
  %135 = and i32 %134, 127
  %136 = zext i32 %135 to i64
  call void @mix(i64 noundef %136)
  %137 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 4
  %138 = shl i32 %137, 3
  %139 = ashr i32 %138, 3
  %140 = sext i32 %139 to i64
  call void @mix(i64 noundef %140)
  %141 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %142 = and i64 %141, 8589934591
  call void @mix(i64 noundef %142)
  %143 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %144 = shl i32 %143, 1
  %145 = ashr i32 %144, 1
  %146 = sext i32 %145 to i64
  call void @mix(i64 noundef %146)
  %147 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 4), align 8
  call void @mix(i64 noundef %147)
  %148 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 5), align 8
  %149 = and i32 %148, 1
  %150 = zext i32 %149 to i64
  call void @mix(i64 noundef %150)
  br label %151

151:                                              ; preds = %8
  %152 = load i32, ptr %4, align 4
  %153 = add nsw i32 %152, 1
  store i32 %153, ptr %4, align 4
  br label %5, !llvm.loop !5

154:                                              ; preds = %5
  %155 = load i32, ptr @g1, align 1
  %156 = shl i32 %155, 2
  %157 = ashr i32 %156, 2
  %158 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 1), align 1
  %159 = and i32 %158, 131071
  %160 = load i32, ptr getelementptr inbounds (%struct.P1, ptr @g1, i32 0, i32 2), align 1
  %161 = shl i32 %160, 7
  %162 = ashr i32 %161, 7
  %163 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %157, i32 noundef %159, i32 noundef %162)
  %164 = load i64, ptr %2, align 1
  %165 = and i64 %164, 1152921504606846975
  %166 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 1
  %167 = load i64, ptr %166, align 1
  %168 = shl i64 %167, 24
  %169 = ashr i64 %168, 24
  %170 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 2
  %171 = load i32, ptr %170, align 1
  %172 = and i32 %171, 1048575
  %173 = getelementptr inbounds %struct.P2, ptr %2, i32 0, i32 3
  %174 = load i32, ptr %173, align 1
  %175 = shl i32 %174, 16
  %176 = ashr i32 %175, 16
  %177 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %165, i64 noundef %169, i32 noundef %172, i32 noundef %176)
  %178 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 1
  %179 = load i64, ptr %178, align 1
  %180 = and i64 %179, 9223372036854775807
  %181 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 2
  %182 = load i64, ptr %181, align 1
  %183 = and i64 %182, 9223372036854775807
  %184 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 3
  %185 = load i64, ptr %184, align 1
  %186 = and i64 %185, 1125899906842623
  %187 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 5
  %188 = load i32, ptr %187, align 1
  %189 = shl i32 %188, 8
  %190 = ashr i32 %189, 8
  %191 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 0
  %192 = load i8, ptr %191, align 1
  %193 = sext i8 %192 to i32
  %194 = getelementptr inbounds %struct.P3, ptr %3, i32 0, i32 4
  %195 = load i16, ptr %194, align 1
  %196 = sext i16 %195 to i32
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %180, i64 noundef %183, i64 noundef %186, i32 noundef %190, i32 noundef %193, i32 noundef %196)
  %198 = load i32, ptr @g4, align 8
  %199 = and i32 %198, 127
  %200 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 1), align 4
  %201 = shl i32 %200, 3
  %202 = ashr i32 %201, 3
  %203 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 2), align 8
  %204 = and i64 %203, 8589934591
  %205 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 3), align 8
  %206 = shl i32 %205, 1
  %207 = ashr i32 %206, 1
  %208 = load i64, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 4), align 8
  %209 = load i32, ptr getelementptr inbounds (%struct.S4, ptr @g4, i32 0, i32 5), align 8
  %210 = and i32 %209, 1
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %199, i32 noundef %202, i64 noundef %204, i32 noundef %207, i64 noundef %208, i32 noundef %210)
  %212 = load i64, ptr @crc, align 8
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %212)
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
  %8 = getelementptr inbounds %struct.P2, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 1
  %10 = shl i64 %9, 24
  %11 = ashr i64 %10, 24
  %12 = mul nsw i64 %11, 3
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %12, %14
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.P2, ptr %16, i32 0, i32 1
  %18 = load i64, ptr %17, align 1
  %19 = and i64 %15, 1099511627775
  %20 = and i64 %18, -1099511627776
  %21 = or i64 %20, %19
  store i64 %21, ptr %17, align 1
  %22 = shl i64 %19, 24
  %23 = ashr i64 %22, 24
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.P2, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 1
  %27 = shl i64 %26, 24
  %28 = ashr i64 %27, 24
  %29 = shl i64 %28, 7
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %30, align 1
  %32 = and i64 %31, 1152921504606846975
  %33 = xor i64 %32, %29
  %34 = load i64, ptr %30, align 1
  %35 = and i64 %33, 1152921504606846975
  %36 = and i64 %34, -1152921504606846976
  %37 = or i64 %36, %35
  store i64 %37, ptr %30, align 1
  %38 = load i32, ptr %6, align 4
  %39 = trunc i32 %38 to i16
  %40 = sext i16 %39 to i32
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.P2, ptr %41, i32 0, i32 3
  %43 = load i32, ptr %42, align 1
  %44 = shl i32 %43, 16
  %45 = ashr i32 %44, 16
  %46 = add nsw i32 %45, %40
  %47 = load i32, ptr %42, align 1
  %48 = and i32 %46, 65535
  %49 = and i32 %47, -65536
  %50 = or i32 %49, %48
  store i32 %50, ptr %42, align 1
  %51 = shl i32 %48, 16
  %52 = ashr i32 %51, 16
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.P3, ptr %53, i32 0, i32 2
  %55 = load i64, ptr %54, align 1
  %56 = and i64 %55, 9223372036854775807
  %57 = load ptr, ptr %5, align 8
  %58 = getelementptr inbounds %struct.P3, ptr %57, i32 0, i32 1
  %59 = load i64, ptr %58, align 1
  %60 = and i64 %59, 9223372036854775807
  %61 = lshr i64 %60, 3
  %62 = add i64 %56, %61
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = add i64 %62, %64
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds %struct.P3, ptr %66, i32 0, i32 2
  %68 = load i64, ptr %67, align 1
  %69 = and i64 %65, 9223372036854775807
  %70 = and i64 %68, -9223372036854775808
  %71 = or i64 %70, %69
  store i64 %71, ptr %67, align 1
  %72 = load ptr, ptr %5, align 8
  %73 = getelementptr inbounds %struct.P3, ptr %72, i32 0, i32 3
  %74 = load i64, ptr %73, align 1
  %75 = and i64 %74, 1125899906842623
  %76 = mul i64 %75, 5
  %77 = load i32, ptr %6, align 4
  %78 = sext i32 %77 to i64
  %79 = sub i64 %76, %78
  %80 = load ptr, ptr %5, align 8
  %81 = getelementptr inbounds %struct.P3, ptr %80, i32 0, i32 3
  %82 = load i64, ptr %81, align 1
  %83 = and i64 %79, 1125899906842623
  %84 = and i64 %82, -1125899906842624
  %85 = or i64 %84, %83
  store i64 %85, ptr %81, align 1
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds %struct.P3, ptr %86, i32 0, i32 5
  %88 = load i32, ptr %87, align 1
  %89 = shl i32 %88, 8
  %90 = ashr i32 %89, 8
  %91 = load i32, ptr %6, align 4
  %92 = shl i32 %91, 4
  %93 = xor i32 %90, %92
  %94 = load ptr, ptr %5, align 8
  %95 = getelementptr inbounds %struct.P3, ptr %94, i32 0, i32 5
  %96 = load i32, ptr %95, align 1
  %97 = and i32 %93, 16777215
  %98 = and i32 %96, -16777216
  %99 = or i32 %98, %97
  store i32 %99, ptr %95, align 1
  %100 = shl i32 %97, 8
  %101 = ashr i32 %100, 8
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds %struct.P3, ptr %102, i32 0, i32 1
  %104 = load i64, ptr %103, align 1
  %105 = and i64 %104, 9223372036854775807
  %106 = load ptr, ptr %5, align 8
  %107 = getelementptr inbounds %struct.P3, ptr %106, i32 0, i32 3
  %108 = load i64, ptr %107, align 1
  %109 = and i64 %108, 1125899906842623
  %110 = sub i64 %105, %109
  %111 = load ptr, ptr %5, align 8
  %112 = getelementptr inbounds %struct.P3, ptr %111, i32 0, i32 1
  %113 = load i64, ptr %112, align 1
  %114 = and i64 %110, 9223372036854775807
  %115 = and i64 %113, -9223372036854775808
  %116 = or i64 %115, %114
  store i64 %116, ptr %112, align 1
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
