$CU2HIP --version | sed 's/ [0-9][0-9.]* / N /'; echo "rc=$?"
