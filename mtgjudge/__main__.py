from mtgjudge.cli import main

main()
